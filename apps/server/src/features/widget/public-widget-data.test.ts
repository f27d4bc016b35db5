import type { Agent } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let address = 0;
/** A call from a customer's website: no cookie, a fresh address each time. */
const widget = (url: string, headers: Record<string, string> = {}) =>
  app.inject({
    url,
    headers: { origin: 'https://customer.example', ...headers },
    remoteAddress: `192.0.2.${++address}`,
  });

/** Every secret an agent can hold, each a distinct value the answers are searched for. */
const SECRETS = {
  vfApiKey: 'VF.DM.vf-api-key-secret-value-0001',
  toolSecret: 'tool-server-secret-value-0002',
  whatsappToken: 'whatsapp-token-secret-value-0003',
  instagramAccessToken: 'instagram-token-secret-value-0004',
  gcloudPrivateKey: '-----BEGIN PRIVATE KEY-----gcloud-secret-value-0005',
  flowiseWebhookSecret: 'flowise-webhook-secret-value-0006',
};

async function agentWithEverySecret() {
  const owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const created = await owner.client.post(`/api/na/workspaces/${uid}/agents`, {
    agentName: 'Secret keeper',
    agentPlatform: 'vf',
  });
  const agentId = created.json().agentCreated.ID as string;
  const key = await owner.client.request({
    method: 'PUT',
    url: `/api/na/workspaces/${uid}/agents/${agentId}/vf-api-key`,
    payload: { apiKey: SECRETS.vfApiKey },
  });
  expect(key.statusCode).toBe(200);
  const tool = await owner.client.post(`/api/na/workspaces/${uid}/tools`, {
    name: 'get_weather',
    description: 'Looks up the weather.',
    serverUrl: 'https://tools.example.com/weather',
    serverUrlSecret: SECRETS.toolSecret,
    fields: [],
  });
  expect(tool.statusCode).toBe(201);
  const agent = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent;
  const saved = await owner.client.post(`/api/na/v2/agents/${agentId}`, {
    ...agent,
    assignedToolsIds: [tool.json().id],
    whatsappToken: SECRETS.whatsappToken,
    instagramAccessToken: SECRETS.instagramAccessToken,
    gcloudPrivateKey: SECRETS.gcloudPrivateKey,
    flowise: { webhookUrl: 'https://flowise.example.com/hook', webhookSecret: SECRETS.flowiseWebhookSecret },
    proactiveMessage: 'Need a hand?',
    whatsappPhoneNumber: '+15550001111',
    ui: { ...agent.ui, showWhatsappButtonOnWeb: true },
  });
  expect(saved.statusCode).toBe(200);
  return { agentId, agent: saved.json().agent as Agent, ownerId: uid };
}

describe('public widget data', () => {
  it('answers the runtime fields and no secret of the agent', async () => {
    const { agentId, agent } = await agentWithEverySecret();
    const res = await widget(`/api/na/public/agents/${agentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        ID: agentId,
        ownerID: agent.ownerID,
        title: 'Secret keeper',
        theme: agent.theme,
        fontFamily: 'DM Sans',
        lang: agent.lang,
        autoOpenWidget: false,
        autoStartWidget: false,
        proactiveMessage: 'Need a hand?',
        roundedImageURL: agent.roundedImageURL,
        whatsappPhoneNumber: '+15550001111',
        messageDelayMS: 1000,
        scrollAnimation: true,
        acceptFileUpload: false,
        chatForget: false,
        syncBrowser: false,
        listenForUrlChanges: false,
        ui: { showWhatsappButtonOnWeb: true },
        imageSources: { agentImages: [], allowedHosts: [] },
      },
    });
    for (const secret of [...Object.values(SECRETS), agent.SECRET_API_KEY]) expect(res.body).not.toContain(secret);
    // The customer's site reads it across origins.
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('is asked again on every load under a strong ETag, and answers 304 while it holds', async () => {
    const { agentId } = await agentWithEverySecret();
    const url = `/api/na/public/agents/${agentId}`;
    const first = await widget(url);
    // no-cache: browsers and proxies keep it but must ask again before using it.
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await widget(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    expect((await widget(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('has a published change on the next load at once: the kept ETag no longer holds', async () => {
    const owner = await signUpWithWorkspace(app);
    const agentId = (
      await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Changing' })
    ).json().agentCreated.ID as string;
    const url = `/api/na/public/agents/${agentId}`;
    const before = await widget(url);
    expect(before.json().data.proactiveMessage).not.toBe('Spring sale today');

    const agent = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent;
    const published = await owner.client.post(`/api/na/v2/agents/${agentId}`, {
      ...agent,
      proactiveMessage: 'Spring sale today',
    });
    expect(published.statusCode).toBe(200);

    // What a browser sends when it revalidates its kept copy.
    const after = await widget(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.proactiveMessage).toBe('Spring sale today');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers 404 for an unknown agent, and for an agent of the other region, readable by the site', async () => {
    const missing = await widget('/api/na/public/agents/NoSuchAgent00000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: 'Agent not found.' });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const { agentId } = await agentWithEverySecret();
    const otherRegion = await widget(`/api/eu/public/agents/${agentId}`);
    expect(otherRegion.statusCode).toBe(404);
    expect(otherRegion.headers['access-control-allow-origin']).toBe('*');
    // A region that does not exist is refused, and the refusal is readable too.
    const noRegion = await widget(`/api/xx/public/agents/${agentId}`);
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.headers['access-control-allow-origin']).toBe('*');
  });

  it("answers a site's preflight for any origin, for a known agent or not", async () => {
    for (const url of ['/api/na/public/agents/NoSuchAgent00000', '/api/eu/public/agents/NoSuchAgent00000']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://customer.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain('GET');
      expect(preflight.headers['access-control-allow-headers']).toContain('if-none-match');
    }
  });
});

describe('custom CSS', () => {
  it('is refused at save with the reason, and served checked and rewritten', async () => {
    const owner = await signUpWithWorkspace(app);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Styled' })).json()
      .agentCreated.ID as string;
    const agent = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent;
    const save = (css: string) =>
      owner.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, ADVANCED_customCSS: css });

    const refused = await save('.chat { background: url(https://tracker.example/pixel.gif) }');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('Custom CSS cannot load files from other addresses');
    expect((await widget(`/api/na/public/agents/${agentId}`)).json().data.ADVANCED_customCSS).toBeUndefined();

    expect((await save('/* brand */\n.chat header { background: #c00 }')).statusCode).toBe(200);
    const domains = await owner.client.post(`/api/na/v2/agents/${agentId}`, {
      ...agent,
      allowedDomains: ["shop.example; script-src 'unsafe-inline'"],
    });
    expect(domains.statusCode).toBe(400);
    expect(domains.json().error.message).toContain('Enter a domain such as example.com');
    expect((await widget(`/api/na/public/agents/${agentId}`)).json().data.ADVANCED_customCSS).toBe(
      '.chat header{background:#c00}',
    );
  });
});
