/**
 * Public chat API under concurrent conversations, against a fake language model that answers
 * at once. Server, fake and baseline each run in their own process; this process only sends.
 * Prints p50/p99 server time per message (the answer's `latencyMs`: from receiving the message
 * to the stored, charged answer) and messages/s as a ratio to a bare Fastify route.
 * Budgets (issue: conversation engine): p99 at 200 conversations under 25 ms; throughput at
 * 0.2 or more of the bare route.
 *
 * `BENCH_DB=postgres` runs the server on a throwaway PostgreSQL server instead of the embedded
 * database (needs initdb and pg_ctl, as the PostgreSQL test project does).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { freePort, startBareServer, startChild } from './bench-processes.js';

const MESSAGES_PER_CONVERSATION = 5;
const LEVELS = [50, 200];
const P99_BUDGET_MS = 25;
const RATIO_BUDGET = 0.2;
const FAKE_KEY = 'sk-bench-key-0001';

/** The server's databases: in-memory PGlite, or two databases on a throwaway PostgreSQL server. */
async function benchDatabase(): Promise<{ env: Record<string, string>; stop(): void }> {
  const env = await benchDatabaseEnv();
  if (!benchOnPostgres) return { env, stop: () => undefined };
  console.log('database: PostgreSQL');
  return { env: { ...env, ENCRYPTION_KEY: randomBytes(32).toString('base64') }, stop: () => undefined };
}
const fakePort = await freePort();
await startChild(
  ['apps/server/test/fakes/openai-server.ts', '--port', String(fakePort), '--key', FAKE_KEY],
  {},
  `http://127.0.0.1:${fakePort}/v1/models`,
);
const bareUrl = await startBareServer();
const database = await benchDatabase();
const server = await startServerProcess({
  ...database.env,
  LOG_LEVEL: 'warn',
  EGRESS_ALLOW: `127.0.0.1:${fakePort}`,
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
});
process.on('exit', () => server.child.kill('SIGTERM'));
const base = server.url;

// An owner, an agent and the fake model as the workspace's provider.
const { headers: owner, uid, agentId } = await benchOwnerWithAgent(base);
const credential = await fetch(`${base}/api/na/workspaces/${uid}/llm-credentials`, {
  method: 'POST',
  headers: owner,
  body: JSON.stringify({
    provider: 'openai-compatible',
    label: 'Fake',
    baseURL: `http://127.0.0.1:${fakePort}/v1`,
    apiKey: FAKE_KEY,
  }),
});
if (credential.status !== 201) throw new Error(`saving the provider failed: ${credential.status}`);

interface Done {
  latencyMs: number;
  responder: string;
}

/** One conversation: start it, then send its messages one after another; returns each answer's server time. */
async function converse(): Promise<number[]> {
  const started = (await (
    await fetch(`${base}/api/na/public/agents/${agentId}/conversations`, { method: 'POST' })
  ).json()) as { conversationId: string; visitorToken: string };
  const times: number[] = [];
  for (let i = 0; i < MESSAGES_PER_CONVERSATION; i++) {
    const res = await fetch(`${base}/api/na/public/conversations/${started.conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${started.visitorToken}` },
      body: JSON.stringify({ messageId: `m${i}`, text: `Question number ${i}: when do you open?` }),
    });
    const text = await res.text();
    const done = /event: done\ndata: (.*)\n/.exec(text)?.[1];
    if (!done) throw new Error(`no answer: ${res.status} ${text.slice(0, 200)}`);
    const summary = JSON.parse(done) as Done;
    if (summary.responder !== 'model') throw new Error('the model did not answer');
    times.push(summary.latencyMs);
  }
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function bareRequestsPerSecond(): Promise<number> {
  const result = await autocannon({ url: bareUrl, connections: 20, duration: 5, workers: 1 });
  return result.requests.average;
}

await converse(); // warm-up
const baseline = await bareRequestsPerSecond();
console.log(`bare Fastify GET /hello (baseline)   ${baseline.toFixed(0).padStart(8)} req/s`);
let withinBudget = true;
for (const level of LEVELS) {
  const startedAt = performance.now();
  const times = (await Promise.all(Array.from({ length: level }, converse))).flat().sort((a, b) => a - b);
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = times.length / seconds;
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  console.log(
    `${String(level).padStart(3)} conversations: ${rate.toFixed(0).padStart(6)} messages/s   ratio ${(rate / baseline).toFixed(3)}   server time p50 ${p50} ms   p99 ${p99} ms`,
  );
  if (level === 200) withinBudget = p99 < P99_BUDGET_MS && rate / baseline >= RATIO_BUDGET;
}
console.log(
  `budget: p99 at 200 conversations < ${P99_BUDGET_MS} ms and throughput >= ${RATIO_BUDGET} of baseline -> ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
await server.stop();
database.stop();
process.exitCode = withinBudget ? 0 : 1;
process.exit();
