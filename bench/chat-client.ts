import { benchReferenceDatabaseEnv } from './bench-database.js';
import { freePort, startChild } from './bench-processes.js';

/** A conversation to send messages to: the product's public chat API, or the reference turn's. */
export interface Conversation {
  messagesUrl: string;
  visitorToken: string;
}

/** One message's answer: its server time (`latencyMs`, received to stored and charged) and the round trip seen here. */
export interface Answered {
  server: number;
  roundTrip: number;
}

/** A conversation with an agent of the product at `base`. */
export async function productConversation(base: string, agentId: string): Promise<Conversation> {
  const res = await fetch(`${base}/api/na/public/agents/${agentId}/conversations`, { method: 'POST' });
  const started = (await res.json()) as { conversationId: string; visitorToken: string };
  return {
    messagesUrl: `${base}/api/na/public/conversations/${started.conversationId}/messages`,
    visitorToken: started.visitorToken,
  };
}

/**
 * The reference turn (`reference-turn.ts`) in a process of its own, on the same database engine as
 * the server of `serverEnv`, against the model at `modelUrl`; its address. `env` adds to its
 * settings, and its database when it holds one (`DATABASE_URL`), for a second reference beside the first.
 */
export async function startReferenceTurn(
  serverEnv: Record<string, string>,
  model: { url: string; key: string },
  env: Record<string, string> = {},
): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = env.DATABASE_URL ? {} : await benchReferenceDatabaseEnv(serverEnv);
  await startChild(
    ['bench/reference-turn.ts'],
    { ...database, ...env, PORT: String(port), MODEL_URL: model.url, MODEL_KEY: model.key },
    `${url}/conversations`,
  );
  return url;
}

/** A conversation on the reference turn at `url`, in workspace number `workspace`. */
export async function referenceConversation(url: string, workspace = 0): Promise<Conversation> {
  const res = await fetch(`${url}/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workspace: `w${workspace}` }),
  });
  const started = (await res.json()) as { conversationId: string; visitorToken: string };
  return { messagesUrl: `${url}/conversations/${started.conversationId}/messages`, visitorToken: started.visitorToken };
}

/** Sends message number `n` and reads the whole answer; throws unless `responder` (the model, by default) answered. */
export async function sendMessage(
  conversation: Conversation,
  n: number,
  responder: 'model' | 'local' = 'model',
): Promise<Answered> {
  const startedAt = performance.now();
  const res = await fetch(conversation.messagesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${conversation.visitorToken}` },
    body: JSON.stringify({ messageId: `m${n}`, text: `Question number ${n}: when do you open?` }),
  });
  const text = await res.text();
  const roundTrip = performance.now() - startedAt;
  const done = /event: done\ndata: (.*)\n/.exec(text)?.[1];
  if (!done) throw new Error(`no answer: ${res.status} ${text.slice(0, 200)}`);
  const summary = JSON.parse(done) as { latencyMs: number; responder: string };
  if (summary.responder !== responder) throw new Error(`the ${responder} responder did not answer`);
  return { server: summary.latencyMs, roundTrip };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
