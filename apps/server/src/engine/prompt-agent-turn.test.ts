import { systemPrompt } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvents, useChatTestbed } from '../../test/chat-client.js';
import { startLocalServer } from '../../test/local-http-server.js';
import { conversations } from '../platform/db/schema/index.js';
import { answerMessage } from './answer-message.js';

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
const received: Received[] = [];
let toolServer: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  toolServer = await startLocalServer((req, res, body) => {
    received.push({ url: req.url ?? '', headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ booked: true, ref: 'BK-7' }));
  });
});
afterAll(() => new Promise<void>((resolve) => toolServer.server.close(() => resolve())));

const { bed, ownerWithAgent, startChat, send, sendAsMember } = useChatTestbed(() => ({
  EGRESS_ALLOW: `127.0.0.1:${toolServer.port}`,
}));

interface Done {
  text: string;
  conversationEnded?: boolean;
  trace?: {
    toolCalls?: { toolName: string; request?: { headers: Record<string, string> }; output?: unknown }[];
    nodeTransitions?: { from: string; to: string; condition: string }[];
  };
}
const doneOf = (payload: string) => parseEvents(payload).at(-1)?.data as unknown as Done;

describe("a prompt agent's tools and flow", () => {
  it("calls a workspace tool the agent was assigned, with the secret, and answers from the tool's result", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, uid, client, updateAgent } = owner;
    const created = await client.post(`/api/na/workspaces/${uid}/tools`, {
      name: 'book_table',
      description: 'Books a table',
      serverUrl: `http://127.0.0.1:${toolServer.port}/book`,
      serverUrlSecret: 'tool-secret-5566',
      fields: [
        { in: 'query', key: 'venue', type: 'string', required: true, description: 'Which restaurant' },
        { in: 'body', key: 'guests', type: 'number', required: true, description: 'How many people' },
        { in: 'header', key: 'X-Locale', type: 'string', required: false, value: 'en-GB' },
      ],
    });
    expect(created.statusCode).toBe(201);
    await updateAgent({ assignedToolsIds: [created.json().id] });

    const chat = await startChat(agentId);
    // The test panel's route: the trace is for members.
    const res = await sendAsMember(owner, chat, {
      messageId: 'm1',
      text: 'Please use the book_table tool {"venue":"harbour","guests":4}',
    });
    const done = doneOf(res.payload);
    expect(done.text).toBe('The tool answered: {"booked":true,"ref":"BK-7"}');
    const call = received.at(-1);
    expect(call?.url).toBe('/book?venue=harbour');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ guests: 4 });
    expect(call?.headers['x-locale']).toBe('en-GB');
    expect(call?.headers['x-tool-secret']).toBe('tool-secret-5566');
    const [traced] = done.trace?.toolCalls ?? [];
    expect(traced).toMatchObject({ toolName: 'book_table', output: { booked: true, ref: 'BK-7' } });
    expect(JSON.stringify(done)).not.toContain('tool-secret-5566');
  });

  it('asks the model for the whole answer when the caller sends it whole, with the same tool calls and trace', async () => {
    const { agentId, uid, client, updateAgent } = await ownerWithAgent({ withModel: true });
    const created = await client.post(`/api/na/workspaces/${uid}/tools`, {
      name: 'book_table',
      description: 'Books a table',
      serverUrl: `http://127.0.0.1:${toolServer.port}/book`,
      fields: [{ in: 'body', key: 'guests', type: 'number', required: true, description: 'How many people' }],
    });
    await updateAgent({ assignedToolsIds: [created.json().id] });
    const chat = await startChat(agentId);
    const [conversation] = await bed.app.regions
      .db('na')
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.conversationId));
    if (!conversation) throw new Error('no conversation');

    const events = [];
    const message = { messageId: 'w1', text: 'Please use the book_table tool {"guests":2}' };
    for await (const event of await answerMessage(bed.app, 'na', conversation, message, { streamTokens: false })) {
      events.push(event);
    }
    const text = 'The tool answered: {"booked":true,"ref":"BK-7"}';
    // The answer comes as one piece, then its summary.
    expect(events.map((event) => event.type)).toEqual(['token', 'done']);
    expect(events[0]).toEqual({ type: 'token', text });
    const done = events[1];
    if (done?.type !== 'done') throw new Error('no summary');
    expect(done.summary.text).toBe(text);
    expect(done.summary.trace?.toolCalls?.[0]).toMatchObject({ toolName: 'book_table', output: { booked: true } });
    expect(done.summary.credits).toBeGreaterThan(0);
    // Both model calls (the tool call, then the answer from its result) were asked for whole.
    const calls = bed.llm.requests.filter((request) => request.path.endsWith('/chat/completions')).slice(-2);
    expect(calls.map((call) => call.body?.stream === true)).toEqual([false, false]);
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toEqual({ guests: 2 });
  });

  it('moves the conversation along its flow when the model takes a transition, and ends it at an end node', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, updateAgent } = owner;
    const at = { x: 0, y: 0 };
    await updateAgent({
      enableNodes: true,
      nodes: [
        { id: 'start', type: 'start', position: at, data: { next: 'greet' } },
        {
          id: 'greet',
          type: 'default',
          position: at,
          data: {
            name: 'Greet',
            instructions: 'Ask what the visitor needs.',
            transitions: [{ id: 't1', condition: 'The visitor wants a table', target: 'book' }],
          },
        },
        {
          id: 'book',
          type: 'default',
          position: at,
          data: {
            name: 'Book',
            instructions: 'Ask for a date.',
            transitions: [{ id: 't2', condition: 'The visitor says goodbye', target: 'bye' }],
          },
        },
        { id: 'bye', type: 'end', position: at, data: { message: 'See you soon!' } },
      ],
    });
    const chat = await startChat(agentId);
    const currentNode = async () =>
      (await bed.app.regions.db('na').select().from(conversations).where(eq(conversations.id, chat.conversationId)))[0]
        ?.currentNodeId;

    const first = doneOf((await sendAsMember(owner, chat, { messageId: 'm1', text: 'Hello' })).payload);
    expect(first.trace?.nodeTransitions).toBeUndefined();
    expect(await currentNode()).toBe('greet');
    expect(JSON.stringify(bed.llm.requests.at(-1)?.body?.messages?.[0])).toContain('Ask what the visitor needs.');

    const moved = doneOf(
      (await sendAsMember(owner, chat, { messageId: 'm2', text: 'I want a table, use the go_to_book tool' })).payload,
    );
    expect(moved.trace?.nodeTransitions).toEqual([
      { from: 'greet', to: 'book', condition: 'The visitor wants a table' },
    ]);
    expect(await currentNode()).toBe('book');
    expect(moved.conversationEnded).toBeUndefined();

    const ended = doneOf(
      (await sendAsMember(owner, chat, { messageId: 'm3', text: 'Bye! use the go_to_bye tool' })).payload,
    );
    expect(ended.conversationEnded).toBe(true);
    expect(ended.trace?.nodeTransitions?.[0]).toMatchObject({ from: 'book', to: 'bye' });

    const after = await send(chat, { messageId: 'm4', text: 'Are you there?' });
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toEqual({
      code: 'CONVERSATION_ENDED',
      message: 'This conversation has ended. Please start a new one.',
    });
  });

  it("tells the model the visitor's page when the widget sends it, and refuses a page that is no web address", async () => {
    const { agentId } = await ownerWithAgent({ withModel: true });
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'p1', text: 'How much is it?', pageUrl: 'https://shop.example/pricing' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(bed.llm.requests.at(-1)?.body?.messages?.[0])).toContain(
      'The visitor is on this page of the website: https://shop.example/pricing',
    );
    const refused = await send(chat, { messageId: 'p2', text: 'Hi', pageUrl: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.payload).toContain('The page address must be a web address.');
  });
});

describe("a prompt agent's instructions", () => {
  it('sends the instructions saved with the agent first, then its main prompt, as the Prompt tab previews them', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, client, updateAgent } = owner;
    await updateAgent({
      vg_systemPrompt: 'You are Pip, the assistant of Larkspur Coffee. Never discuss other roasters.',
      vg_prompt: 'Answer in two sentences at most.',
    });
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'i1', text: 'Hello' });
    expect(res.statusCode).toBe(200);

    const system = bed.llm.requests.at(-1)?.body?.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(
      /^You are Pip, the assistant of Larkspur Coffee\. Never discuss other roasters\.\n\nAnswer in two sentences at most\.\n\n/,
    );
    // The template's instructions it replaced are gone.
    expect(system?.content).not.toContain('friendly and helpful customer care assistant');
    const { agent } = (await client.get(`/api/na/v2/agents/${agentId}`)).json();
    expect(system?.content).toBe(systemPrompt({ agent, currentNodeId: null, knowledge: [] }));
  });
});
