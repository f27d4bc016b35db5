import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { createAgentThroughApi, type Owner, signUpOwner } from './owners.js';

/** What a careless or hostile customer stylesheet does to everything on its page. */
export const HOSTILE_CSS = '* { all: unset } button { display: none !important }';

/**
 * A customer's website: another origin (its own port) that pastes the embed snippet, with the
 * hostile stylesheet above. Call in a spec file's top level: each test worker runs its own on a
 * free port. `?agent=` names the agent, `?mode=` the render mode; any other `data-*` attribute of
 * the snippet may be given as `?data-name=value`.
 */
export function customerSite() {
  let server: Server;
  let origin = '';
  test.beforeAll(async ({ baseURL }) => {
    server = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://host').searchParams;
      const attributes = [`data-agent-id="${query.get('agent') ?? ''}"`];
      if (query.get('mode')) attributes.push(`data-render-mode="${query.get('mode')}"`);
      if (query.get('mode') === 'embedded') attributes.push('data-container="chat-here"');
      for (const [name, value] of query) {
        if (/^data-[a-z-]+$/.test(name)) attributes.push(`${name}="${value.replace(/"/g, '&quot;')}"`);
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><title>Customer site</title><style>${HOSTILE_CSS}</style></head>
<body><h1>Customer site</h1><p>Our products.</p><div id="chat-here" style="display:block;width:600px"></div>
<script src="${baseURL}/widget/loader.js" ${attributes.join(' ')}></script></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    /** The site's origin, known once the spec's tests run. */
    origin: () => origin,
    /** Opens the site's page with the widget of `agentId`, in `mode`, under `path` (default '/'). */
    visit: (page: Page, agentId: string, mode?: string, path = '/') =>
      page.goto(`${origin}${path}?agent=${agentId}${mode ? `&mode=${mode}` : ''}`),
  };
}

/** A fresh owner's agent named 'Front desk', saved with `changes`. */
export async function agentWith(page: Page, baseURL: string | undefined, changes: Record<string, unknown> = {}) {
  const owner: Owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  if (Object.keys(changes).length > 0) {
    const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
      agent: Record<string, unknown>;
    };
    const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, {
      headers: { Origin: owner.origin },
      data: { ...agent, ...changes },
    });
    expect(saved.ok()).toBe(true);
  }
  return agentId;
}

/** The widget of agent 'Front desk' on a page, and its chat frame. */
export function widgetOn(page: Page) {
  const host = page.locator('[data-agent-widget]');
  return {
    launcher: page.getByRole('button', { name: 'Open chat with Front desk' }),
    badge: host.locator('.badge'),
    bubble: host.getByRole('status'),
    dismiss: page.getByRole('button', { name: 'Dismiss message' }),
    frameBox: host.locator('.frame'),
    chat: page.frameLocator('[data-agent-widget] iframe'),
  };
}

/** A visitor of the agent writes through the public chat API and asks for a person; the AI answers first. */
export async function visitorAsksForAPerson(page: Page, baseURL: string | undefined, agentId: string, text: string) {
  // The owner's browser carries a session, so its calls say where they come from.
  const origin = new URL(baseURL ?? '').origin;
  const started = await page.request.post(`/api/na/public/agents/${agentId}/conversations`, { headers: { origin } });
  const chat = (await started.json()) as { conversationId: string; visitorToken: string };
  const headers = { origin, authorization: `Bearer ${chat.visitorToken}` };
  const sent = await page.request.post(`/api/na/public/conversations/${chat.conversationId}/messages`, {
    headers,
    data: { messageId: 'm1', text },
  });
  expect(sent.ok()).toBe(true);
  const asked = await page.request.post(`/api/na/public/conversations/${chat.conversationId}/handoff`, { headers });
  expect(asked.status()).toBe(202);
  return chat.conversationId;
}
