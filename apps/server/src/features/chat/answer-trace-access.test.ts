import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQa, type Chat, parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { messages } from '../../platform/db/schema/index.js';

const QUERY_SECRET = 'query-secret-api-key-7781';
const HEADER_SECRET = 'header-secret-bearer-5523';
const BODY_SECRET = 'body-secret-token-9046';
const SERVER_SECRET = 'server-url-secret-3310';
const TOOL_OUTPUT = 'shipped-by-courier-4417';
const CHUNK_TEXT = 'Every lantern carries a five-year warranty against rust.';
const SECRETS = [QUERY_SECRET, HEADER_SECRET, BODY_SECRET, SERVER_SECRET];

let toolServer: Awaited<ReturnType<typeof startLocalServer>>;
const received: { url: string | undefined; authorization: string | undefined; body: string }[] = [];
beforeAll(async () => {
  toolServer = await startLocalServer((req, res, body) => {
    received.push({ url: req.url, authorization: req.headers.authorization, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: TOOL_OUTPUT }));
  });
});
afterAll(() => toolServer.server.close());

const { bed, ownerWithAgent, startChat, send } = useChatTestbed(() => ({
  EGRESS_ALLOW: `127.0.0.1:${toolServer.port}`,
}));

/** An agent that knows about lanterns and has a tool whose URL, fixed header and body field hold secrets. */
async function agentWithSecretTool() {
  const owner = await ownerWithAgent({ withModel: true });
  expect(
    (
      await addQa(owner.client, owner.agentId, {
        question: 'How long is the warranty on a lantern?',
        answer: CHUNK_TEXT,
      })
    ).status,
  ).toBe('SUCCESS');
  const tool = await owner.client.post(`/api/na/workspaces/${owner.uid}/tools`, {
    name: 'order_status',
    description: 'Tells where an order is.',
    serverUrl: `http://127.0.0.1:${toolServer.port}/orders?api_key=${QUERY_SECRET}`,
    serverUrlSecret: SERVER_SECRET,
    fields: [
      { in: 'header', key: 'Authorization', type: 'string', value: `Bearer ${HEADER_SECRET}` },
      { in: 'body', key: 'token', type: 'string', value: BODY_SECRET },
      { in: 'query', key: 'orderId', type: 'string', required: true },
    ],
  });
  expect(tool.statusCode).toBe(201);
  await owner.updateAgent({ assignedToolsIds: [tool.json().id] });
  return owner;
}

const QUESTION = 'Where is my lantern order, and what warranty do lanterns have?';

/** The model calls the tool, then answers in words of its own. */
const scriptToolCall = () =>
  bed.llm.queue(
    { toolCalls: [{ name: 'order_status', arguments: { orderId: 'A-100' } }] },
    { text: 'Your order is on its way.' },
  );

/** The trace kept with the conversation's answer. */
async function storedTrace(chat: Chat) {
  const [stored] = await bed.app.regions
    .db('na')
    .select({ trace: messages.trace })
    .from(messages)
    .where(and(eq(messages.conversationId, chat.conversationId), eq(messages.role, 'assistant')));
  return stored?.trace;
}

const memberUrl = (agentId: string, chat: Pick<Chat, 'conversationId'>) =>
  `/api/na/v2/agents/${agentId}/conversations/${chat.conversationId}/messages`;

describe("an answer's trace", () => {
  it('never reaches a visitor: no trace, chunk text, tool output or secret in the raw stream', async () => {
    const { agentId } = await agentWithSecretTool();
    const chat = await startChat(agentId);
    scriptToolCall();
    received.length = 0;

    const res = await send(chat, { messageId: 'm1', text: QUESTION });

    expect(res.statusCode).toBe(200);
    // The tool did run, with the secrets in place: the visitor just does not see how.
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe(`Bearer ${HEADER_SECRET}`);
    const done = parseEvents(res.payload).at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ text: 'Your order is on its way.', responder: 'model' });
    for (const hidden of [...SECRETS, TOOL_OUTPUT, CHUNK_TEXT, '"trace"', '"toolCalls"', '"chunks"', '"credits"']) {
      expect(res.payload).not.toContain(hidden);
    }

    // The same message sent again replays the stored answer, with no more to see.
    const replayed = await send(chat, { messageId: 'm1', text: QUESTION });
    expect(parseEvents(replayed.payload).at(-1)?.event).toBe('done');
    for (const hidden of [...SECRETS, TOOL_OUTPUT, CHUNK_TEXT, '"trace"']) {
      expect(replayed.payload).not.toContain(hidden);
    }
  });

  it('reaches a member of the workspace on the test panel route, with tool calls and chunks, every tool value masked', async () => {
    const { agentId, client } = await agentWithSecretTool();
    const chat = await startChat(agentId);
    scriptToolCall();

    const res = await client.post(memberUrl(agentId, chat), { messageId: 'm1', text: QUESTION });

    expect(res.statusCode).toBe(200);
    const done = parseEvents(res.payload).at(-1);
    expect(done?.event).toBe('done');
    const summary = done?.data as {
      credits: number;
      trace: { toolCalls: Record<string, unknown>[]; chunks: { text: string; score: number }[] };
    };
    expect(summary.credits).toBeGreaterThan(0);
    expect(summary.trace.chunks).toEqual([
      expect.objectContaining({ text: expect.stringContaining(CHUNK_TEXT), score: expect.any(Number) }),
    ]);
    expect(summary.trace.toolCalls).toEqual([
      {
        toolName: 'order_status',
        input: { orderId: 'A-100' },
        request: {
          method: 'POST',
          url: `http://127.0.0.1:${toolServer.port}/orders?api_key=••••&orderId=••••`,
          headers: {
            'Content-Type': '••••',
            'X-Tool-Name': '••••',
            Authorization: '••••',
            'X-Tool-Secret': '••••',
          },
          body: { token: '••••' },
        },
        output: { status: TOOL_OUTPUT },
      },
    ]);
    for (const secret of SECRETS) expect(res.payload).not.toContain(secret);
    // What the debugger keeps is the same masked trace.
    expect(await storedTrace(chat)).toEqual(summary.trace);
  });

  it("is stored for the debugger with the tool's header, body and query values masked", async () => {
    const { agentId } = await agentWithSecretTool();
    const chat = await startChat(agentId);
    scriptToolCall();
    expect((await send(chat, { messageId: 'm1', text: QUESTION })).statusCode).toBe(200);

    const trace = (await storedTrace(chat)) as { toolCalls: { request: unknown; output: unknown }[] };
    expect(trace.toolCalls[0]?.request).toEqual({
      method: 'POST',
      url: `http://127.0.0.1:${toolServer.port}/orders?api_key=••••&orderId=••••`,
      headers: { 'Content-Type': '••••', 'X-Tool-Name': '••••', Authorization: '••••', 'X-Tool-Secret': '••••' },
      body: { token: '••••' },
    });
    expect(trace.toolCalls[0]?.output).toEqual({ status: TOOL_OUTPUT });
    for (const secret of SECRETS) expect(JSON.stringify(trace)).not.toContain(secret);
  });

  it('is refused without a session (401), and for another workspace’s agent or conversation (404)', async () => {
    const mine = await ownerWithAgent({ withModel: false });
    const theirs = await ownerWithAgent({ withModel: false });
    const myChat = await startChat(mine.agentId);
    const theirChat = await startChat(theirs.agentId);
    const body = { messageId: 'm1', text: 'Hello' };

    const anonymous = await bed.app.inject({ method: 'POST', url: memberUrl(mine.agentId, myChat), payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('You must be logged in.');
    // Another workspace's agent, with its own conversation or with ours.
    expect((await mine.client.post(memberUrl(theirs.agentId, theirChat), body)).statusCode).toBe(404);
    expect((await mine.client.post(memberUrl(theirs.agentId, myChat), body)).statusCode).toBe(404);
    // Our agent, with another workspace's conversation.
    const crossed = await mine.client.post(memberUrl(mine.agentId, theirChat), body);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe('Conversation not found.');
    // Nothing was answered in either conversation.
    const answered = await bed.app.regions
      .db('na')
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, theirChat.conversationId));
    expect(answered).toEqual([]);

    const allowed = await mine.client.post(memberUrl(mine.agentId, myChat), body);
    expect(allowed.statusCode).toBe(200);
    expect(parseEvents(allowed.payload).at(-1)?.event).toBe('done');
  });
});
