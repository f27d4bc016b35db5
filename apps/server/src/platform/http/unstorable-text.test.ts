import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { parseEvents } from '../../../test/chat-client.js';
import { metaSignature } from '../../providers/meta/signature.js';
import { agents, messages } from '../db/schema/index.js';

const APP_SECRET = 'test-meta-app-secret';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ META_APP_SECRET: APP_SECRET });
});
afterAll(() => app?.close());

async function ownerWithAgent() {
  const owner = await signUpWithWorkspace(app);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Helper' });
  expect(created.statusCode).toBe(201);
  return { ...owner, agentId: created.json().agentCreated.ID as string };
}

async function startChat(agentId: string) {
  const res = await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` });
  expect(res.statusCode).toBe(201);
  return res.json() as { conversationId: string; visitorToken: string };
}

const send = (chat: { conversationId: string; visitorToken: string }, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/messages`,
    headers: { authorization: `Bearer ${chat.visitorToken}` },
    payload: body,
  });

const visitorTexts = async (conversationId: string) =>
  (await app.regions.db('na').select().from(messages).where(eq(messages.conversationId, conversationId)))
    .filter((message) => message.role === 'user')
    .map((message) => message.content);

describe('text PostgreSQL cannot store', () => {
  it("drops a NUL from a visitor's message and answers it", async () => {
    const { agentId } = await ownerWithAgent();
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'r2', text: 'hi\u0000there' });
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.payload).some((event) => event.event === 'done')).toBe(true);
    expect(await visitorTexts(chat.conversationId)).toEqual(['hithere']);
  });

  it('asks for a message when the text is nothing but NUL characters', async () => {
    const { agentId } = await ownerWithAgent();
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'r3', text: '\u0000\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'Please enter a message.', field: 'text' });
    expect(await visitorTexts(chat.conversationId)).toEqual([]);
  });

  it('refuses an agent name with a broken character, in words, and creates no agent', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: '\ud800' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Agent name contains a broken character (half of an emoji or symbol). Please type it again.',
    );
    const rows = await app.regions.db('na').select().from(agents).where(eq(agents.workspaceUid, owner.workspace.uid));
    expect(rows).toEqual([]);
  });

  it('refuses an agent name that changes the direction of the text', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
      agentName: 'Support \u202Etxt.exe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Agent name cannot contain characters that change the direction of the text.',
    );
  });

  it('refuses an agent address holding a NUL', async () => {
    const { client } = await signUpWithWorkspace(app);
    const res = await client.get('/api/na/v2/agents/%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'The id is not valid.', field: 'agentId' });
  });

  it('refuses, before anything is stored, a NUL in a field no contract cleans', async () => {
    const { client, agentId } = await ownerWithAgent();
    const { agent } = (await client.get(`/api/na/v2/agents/${agentId}`)).json();
    // An agent's tabs are free-form settings the contract passes on as they are.
    const res = await client.post(`/api/na/v2/agents/${agentId}`, { ...agent, tabs: [{ label: 'Prices\u0000' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'tabs.0.label',
      message:
        'This text contains a hidden NUL character or a broken character (half of an emoji or symbol), which cannot be saved. Please remove it and try again.',
    });
    expect((await client.get(`/api/na/v2/agents/${agentId}`)).json().agent).toEqual(agent);
  });

  it('drops a NUL from the name of an uploaded knowledge file', async () => {
    const { client, agentId } = await ownerWithAgent();
    const boundary = '----testboundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''prices%00.txt\r\n` +
        `Content-Type: text/plain\r\n\r\nOur prices start at 10 euros.\r\n--${boundary}--\r\n`,
    );
    const res = await client.request({
      method: 'POST',
      url: `/api/na/v2/agents/${agentId}/knowledge/upload`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('prices.txt');
  });

  it('takes a signed webhook delivery holding a NUL, its signature checked on the bytes Meta sent', async () => {
    const { agentId } = await ownerWithAgent();
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'a\u0000b', changes: [] }] });
    const deliver = (signature: string) =>
      browser(app).request({
        method: 'POST',
        url: `/api/na/agents/${agentId}/wa-webhook`,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      });
    expect((await deliver(metaSignature(APP_SECRET, body))).statusCode).toBe(200);
    expect((await deliver(metaSignature('another-secret', body))).statusCode).toBe(403);
  });
});
