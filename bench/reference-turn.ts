/**
 * The reference turn of `bench:chat` (issue: performance): the least work a durable chat turn
 * can do, on the same database engine as the server under test and against the same fake model.
 * A bare Fastify route in a process of its own; per message it does exactly this:
 *   1. one read of the conversation and its agent by key, with the visitor token checked
 *   2. one read of the last 20 messages
 *   3. one insert of the visitor's message
 *   4. the model call over HTTP with streaming, each token written to the client as an event
 *   5. one transaction inserting the answer, updating the balance and appending a ledger row
 * and ends with the same `done` event as the product, whose `latencyMs` is the same span: from
 * the message received to the answer stored and charged.
 *
 * Env: PORT; MODEL_URL (an OpenAI-compatible base URL) and MODEL_KEY; DATABASE_URL for a
 * PostgreSQL database, else in-memory PGlite. MODEL_CALL=ai-sdk makes step 4 through the AI SDK's
 * `streamText`, as the product does, instead of reading the stream by hand (`bench:model-library`). POST /conversations { workspace } starts a
 * conversation in one of the workspaces `w0`, `w1` ... (made on first use).
 */
import { randomBytes } from 'node:crypto';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { PGlite } from '@electric-sql/pglite';
import { streamText } from 'ai';
import Fastify from 'fastify';
import pg from 'pg';

interface Database {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  transaction(statements: { text: string; params: unknown[] }[]): Promise<void>;
}

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      async transaction(statements) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const { text, params } of statements) await client.query(text, params);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const db = await PGlite.create();
  return {
    query: async (text, params) => (await db.query(text, params)).rows as never,
    async transaction(statements) {
      await db.transaction(async (tx) => {
        for (const { text, params } of statements) await tx.query(text, params);
      });
    },
  };
}

const db = await openDatabase();
for (const statement of [
  'create table if not exists ref_workspaces (id text primary key, balance bigint not null)',
  'create table if not exists ref_agents (id text primary key, workspace_id text not null, prompt text not null)',
  `create table if not exists ref_conversations (id text primary key, agent_id text not null,
     visitor_token text not null)`,
  `create table if not exists ref_messages (id bigserial primary key, conversation_id text not null,
     role text not null, text text not null, created_at timestamptz not null default now())`,
  'create index if not exists ref_messages_conversation on ref_messages (conversation_id, id)',
  `create table if not exists ref_ledger (id bigserial primary key, workspace_id text not null,
     delta bigint not null, created_at timestamptz not null default now())`,
]) {
  await db.query(statement);
}

const modelUrl = process.env.MODEL_URL ?? '';
const modelKey = process.env.MODEL_KEY ?? '';
const app = Fastify();
const throughSdk = process.env.MODEL_CALL === 'ai-sdk';
const sdkModel = createOpenAICompatible({
  name: 'openai-compatible',
  baseURL: modelUrl,
  apiKey: modelKey,
  includeUsage: true,
}).chatModel('fake');

app.post<{ Body: { workspace?: string } }>('/conversations', async (request) => {
  const workspace = request.body?.workspace ?? 'w0';
  const agentId = `agent-${workspace}`;
  await db.query('insert into ref_workspaces values ($1, 1000000000) on conflict do nothing', [workspace]);
  await db.query('insert into ref_agents values ($1, $2, $3) on conflict do nothing', [
    agentId,
    workspace,
    'You are a helpful assistant.',
  ]);
  const conversationId = randomBytes(8).toString('hex');
  const visitorToken = randomBytes(16).toString('hex');
  await db.query('insert into ref_conversations values ($1, $2, $3)', [conversationId, agentId, visitorToken]);
  return { conversationId, visitorToken };
});

app.post<{ Params: { id: string }; Body: { text: string } }>('/conversations/:id/messages', async (request, reply) => {
  const received = performance.now();
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const [conversation] = await db.query<{ prompt: string; workspace_id: string }>(
    `select a.prompt, a.workspace_id from ref_conversations c join ref_agents a on a.id = c.agent_id
     where c.id = $1 and c.visitor_token = $2`,
    [request.params.id, token],
  );
  if (!conversation) return reply.status(404).send({ error: 'not found' });
  const history = await db.query<{ role: string; text: string }>(
    'select role, text from ref_messages where conversation_id = $1 order by id desc limit 20',
    [request.params.id],
  );
  await db.query(`insert into ref_messages (conversation_id, role, text) values ($1, 'user', $2)`, [
    request.params.id,
    request.body.text,
  ]);

  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let answer = '';
  if (throughSdk) {
    const result = streamText({
      model: sdkModel,
      system: conversation.prompt,
      messages: [
        ...history.reverse().map((m) => ({ role: m.role as 'user' | 'assistant', content: m.text })),
        { role: 'user' as const, content: request.body.text },
      ],
    });
    for await (const token of result.textStream) {
      answer += token;
      reply.raw.write(`event: token\ndata: ${JSON.stringify(token)}\n\n`);
    }
    await result.usage;
  } else {
    const model = await fetch(`${modelUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${modelKey}` },
      body: JSON.stringify({
        model: 'fake',
        stream: true,
        messages: [
          { role: 'system', content: conversation.prompt },
          ...history.reverse().map((m) => ({ role: m.role, content: m.text })),
          { role: 'user', content: request.body.text },
        ],
      }),
    });
    let pending = '';
    const decoder = new TextDecoder();
    for await (const bytes of model.body as AsyncIterable<Uint8Array>) {
      pending += decoder.decode(bytes, { stream: true });
      let end = pending.indexOf('\n\n');
      while (end >= 0) {
        const line = pending.slice(0, end).replace(/^data: /, '');
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
        if (line === '[DONE]') continue;
        const token = (JSON.parse(line) as { choices: { delta?: { content?: string } }[] }).choices[0]?.delta?.content;
        if (!token) continue;
        answer += token;
        reply.raw.write(`event: token\ndata: ${JSON.stringify(token)}\n\n`);
      }
    }
  }
  const cost = 1;
  await db.transaction([
    {
      text: `insert into ref_messages (conversation_id, role, text) values ($1, 'assistant', $2)`,
      params: [request.params.id, answer],
    },
    {
      text: 'update ref_workspaces set balance = balance - $2 where id = $1',
      params: [conversation.workspace_id, cost],
    },
    {
      text: 'insert into ref_ledger (workspace_id, delta) values ($1, $2)',
      params: [conversation.workspace_id, -cost],
    },
  ]);
  const latencyMs = Math.round(performance.now() - received);
  reply.raw.end(`event: done\ndata: ${JSON.stringify({ latencyMs, responder: 'model' })}\n\n`);
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`reference turn on ${address}`);
