import type { Agent } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A new agent saved with `changes`: its id and the save's answer. */
async function saveNewAgent(changes: Record<string, unknown>) {
  const owner = await signUpWithWorkspace(app);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
    agentName: 'Front desk',
  });
  const agentId = created.json().agentCreated.ID as string;
  const agent = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent;
  return { agentId, saved: await owner.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, ...changes }) };
}

async function agentWith(changes: Partial<Agent>) {
  const { agentId, saved } = await saveNewAgent(changes);
  expect(saved.statusCode).toBe(200);
  return agentId;
}

const directivesOf = async (agentId: string) => {
  const frame = await app.inject({ url: `/app/na/render/${agentId}/iframe` });
  expect(frame.statusCode).toBe(200);
  const csp = String(frame.headers['content-security-policy']);
  return Object.fromEntries(csp.split(';').map((directive) => [directive.split(' ')[0], directive]));
};

describe('the chat frame', () => {
  it('loads pictures and fonts only from our own server, data: and blob:', async () => {
    const directives = await directivesOf(await agentWith({}));
    expect(directives['img-src']).toBe("img-src 'self' data: blob:");
    expect(directives['font-src']).toBe("font-src 'self' data: blob:");
  });

  it("also loads the agent's own pictures and its allowed image hosts, and nothing a setting could smuggle in", async () => {
    const agentId = await agentWith({
      roundedImageURL: 'https://media.brand.example/avatar.png',
      bannerImageURL: "https://x.example; script-src 'unsafe-inline'",
      allowedImageHosts: ['cdn.shop.example', '*.pics.example'],
    });
    const directives = await directivesOf(agentId);
    expect(directives['img-src']).toBe(
      "img-src 'self' data: blob: https://media.brand.example cdn.shop.example *.pics.example",
    );
    expect(directives['font-src']).toBe("font-src 'self' data: blob:");
    expect(directives['script-src']).toBe("script-src 'self'");
  });

  it('refuses allowed image hosts that are not host names', async () => {
    const { saved } = await saveNewAgent({ allowedImageHosts: ["cdn.example; script-src 'unsafe-inline'"] });
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toContain('Enter a domain such as example.com, *.example.com or localhost:3000.');
  });
});
