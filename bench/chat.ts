/**
 * Public chat API under concurrent conversations, against a fake language model that answers
 * at once, beside the reference turn (`reference-turn.ts`: the least work a durable turn can do)
 * on the same database engine, in the same run. Server, reference and fake model each
 * run in their own process; this process only sends. The server time of a message is the answer's
 * `latencyMs`: from receiving the message to the stored, charged answer, for both.
 *
 * Budgets (issue: performance), as ratios to the reference:
 *   - throughput at 50 conversations, all in one workspace: at least 0.6 of the reference's
 *   - server time of one quiet conversation, p50: at most 1.5 times the reference's
 *   - open loop: 500 conversations over 20 workspaces, each sending a message after a random 5-15 s
 *     think time for 60 s: p99 server time at most 3 times the reference's p50 under the same
 *     arrivals, and no errors
 * Printed for information: 200 conversations, and 50 spread over 20 workspaces.
 *
 * `BENCH_DB=postgres` runs both on a throwaway PostgreSQL server instead of the embedded
 * database (needs initdb and pg_ctl, as the PostgreSQL test project does).
 */
import { randomBytes } from 'node:crypto';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { freePort, startChild } from './bench-processes.js';
import {
  type Conversation,
  percentile,
  productConversation,
  referenceConversation,
  sendMessage,
  startReferenceTurn,
} from './chat-client.js';
import { seededRandom } from './kb-corpus.js';

// One conversation at a time, each of MESSAGES_PER_CONVERSATION (a visitor may send 10 a minute).
const QUIET_CONVERSATIONS = 8;
const MESSAGES_PER_CONVERSATION = 5;
const THROUGHPUT_LEVEL = 50;
const HIGH_LEVEL = 200;
const SPREAD_WORKSPACES = 20;
const THROUGHPUT_BUDGET = 0.6;
const QUIET_P50_BUDGET = 1.5;
// The open loop: this many conversations over the workspaces, each sending a message, reading its
// answer, then thinking a random 5-15 s before the next, for a minute.
const OPEN_LOOP_CONVERSATIONS = 500;
const OPEN_LOOP_THINK_MS: [number, number] = [5_000, 15_000];
const OPEN_LOOP_MS = 60_000;
const OPEN_LOOP_P99_BUDGET = 3;
const FAKE_KEY = 'sk-bench-key-0001';
/** What `reference-turn.ts` does per message, printed beside its figures. */
const REFERENCE_TURN_PATH = [
  'select conversation join agent, by id and visitor token',
  'select the last 20 messages',
  "insert the visitor's message",
  'the model call, streamed to the client token by token',
  'one transaction: insert the answer; update the workspace balance; insert a ledger row',
];

const fakePort = await freePort();
await startChild(
  ['apps/server/test/fakes/openai-server.ts', '--port', String(fakePort), '--key', FAKE_KEY],
  {},
  `http://127.0.0.1:${fakePort}/v1/models`,
);
const modelUrl = `http://127.0.0.1:${fakePort}/v1`;
const databaseEnv = await benchDatabaseEnv();
if (benchOnPostgres) console.log('database: PostgreSQL');
const server = await startServerProcess({
  ...databaseEnv,
  ...(benchOnPostgres ? { ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  LOG_LEVEL: 'warn',
  EGRESS_ALLOW: `127.0.0.1:${fakePort}`,
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
  // The 200 conversations of one workspace all wait at once: this measures capacity, not the
  // line that keeps one workspace from crowding out the others.
  WORKSPACE_ANSWERS_WAITING: String(HIGH_LEVEL),
});
process.on('exit', () => server.child.kill('SIGTERM'));
const reference = await startReferenceTurn(databaseEnv, { url: modelUrl, key: FAKE_KEY });

/** A workspace of the product with an agent answering through the fake model. */
async function productAgent(): Promise<string> {
  const { headers, uid, agentId } = await benchOwnerWithAgent(server.url);
  const credential = await fetch(`${server.url}/api/na/workspaces/${uid}/llm-credentials`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ provider: 'openai-compatible', label: 'Fake', baseURL: modelUrl, apiKey: FAKE_KEY }),
  });
  if (credential.status !== 201) throw new Error(`saving the provider failed: ${credential.status}`);
  return agentId;
}

/** Where a conversation is started: the product's public API, or the reference's. */
interface Target {
  name: string;
  /** Starts a conversation in workspace number `workspace`. */
  start(workspace: number): Promise<Conversation>;
}

const product = (agents: string[]): Target => ({
  name: 'product',
  start: (workspace) => productConversation(server.url, agents[workspace] ?? ''),
});
const referenceTarget: Target = {
  name: 'reference',
  start: (workspace) => referenceConversation(reference, workspace),
};

/** One conversation: its messages one after another; each answer's server time. */
async function converse(target: Target, workspace: number, messages: number): Promise<number[]> {
  const conversation = await target.start(workspace);
  const times: number[] = [];
  for (let i = 0; i < messages; i++) times.push((await sendMessage(conversation, i)).server);
  return times;
}

interface Run {
  rate: number;
  p50: number;
  p99: number;
}

/** `conversations` at once, spread round-robin over `workspaces`, each sending its messages. */
async function run(target: Target, conversations: number, workspaces = 1) {
  const startedAt = performance.now();
  const times = (
    await Promise.all(
      Array.from({ length: conversations }, (_, n) => converse(target, n % workspaces, MESSAGES_PER_CONVERSATION)),
    )
  )
    .flat()
    .sort((a, b) => a - b);
  const seconds = (performance.now() - startedAt) / 1000;
  return { rate: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) } satisfies Run;
}

const line = (label: string, ours: Run, ref: Run) =>
  `${label.padEnd(34)} product ${ours.rate.toFixed(0).padStart(5)}/s p50 ${String(ours.p50).padStart(4)} ms p99 ${String(ours.p99).padStart(5)} ms | reference ${ref.rate.toFixed(0).padStart(5)}/s p50 ${String(ref.p50).padStart(4)} ms p99 ${String(ref.p99).padStart(5)} ms | throughput ratio ${(ours.rate / ref.rate).toFixed(2)}`;

console.log('reference turn, per message:');
for (const [n, step] of REFERENCE_TURN_PATH.entries()) console.log(`  ${n + 1}. ${step}`);

const agents = [await productAgent()];
for (let n = 1; n < SPREAD_WORKSPACES; n++) agents.push(await productAgent());
const ours = product(agents);
// Warm-up: each workspace's first answer reads its settings and provider.
await Promise.all(agents.map((_, n) => converse(ours, n, 1)));
await converse(referenceTarget, 0, 1);

/** One conversation after another: the server time of a message with nothing else going on. */
async function quietRun(target: Target): Promise<Run> {
  const startedAt = performance.now();
  const times: number[] = [];
  for (let n = 0; n < QUIET_CONVERSATIONS; n++) times.push(...(await converse(target, 0, MESSAGES_PER_CONVERSATION)));
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - startedAt) / 1000;
  return { rate: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const quiet = { product: await quietRun(ours), reference: await quietRun(referenceTarget) };
console.log(line('1 quiet conversation', quiet.product, quiet.reference));
const quietRatio = quiet.product.p50 / Math.max(1, quiet.reference.p50);
const oneWorkspace = {
  product: await run(ours, THROUGHPUT_LEVEL),
  reference: await run(referenceTarget, THROUGHPUT_LEVEL),
};
console.log(line(`${THROUGHPUT_LEVEL} conversations, 1 workspace`, oneWorkspace.product, oneWorkspace.reference));
const throughputRatio = oneWorkspace.product.rate / oneWorkspace.reference.rate;
console.log(
  line(
    `${THROUGHPUT_LEVEL} conversations, ${SPREAD_WORKSPACES} workspaces`,
    await run(ours, THROUGHPUT_LEVEL, SPREAD_WORKSPACES),
    await run(referenceTarget, THROUGHPUT_LEVEL, SPREAD_WORKSPACES),
  ),
);
console.log(
  line(`${HIGH_LEVEL} conversations, 1 workspace`, await run(ours, HIGH_LEVEL), await run(referenceTarget, HIGH_LEVEL)),
);

const throughputOk = throughputRatio >= THROUGHPUT_BUDGET;
const quietOk = quietRatio <= QUIET_P50_BUDGET;
console.log(
  `budget: throughput at ${THROUGHPUT_LEVEL} conversations >= ${THROUGHPUT_BUDGET} of the reference: ${throughputRatio.toFixed(2)} ${throughputOk ? 'PASS' : 'FAIL'}`,
);
console.log(
  `budget: quiet conversation p50 <= ${QUIET_P50_BUDGET} x the reference's: ${quietRatio.toFixed(2)} ${quietOk ? 'PASS' : 'FAIL'}`,
);

/**
 * Visitors who read and think: each conversation waits a random think time (a first one spreads
 * their starts), sends, reads the answer, and thinks again, until the minute is over. Arrivals
 * average one every 10 s per conversation whatever the latency, so a slow server meets its load
 * anyway. A message refused or left unanswered is an error. Seeded, so both targets meet the
 * same think times.
 */
async function openLoop(target: Target) {
  const random = seededRandom(7);
  const think = () => OPEN_LOOP_THINK_MS[0] + random() * (OPEN_LOOP_THINK_MS[1] - OPEN_LOOP_THINK_MS[0]);
  const conversations: Conversation[] = [];
  // Started before the clock, a few at a time: starting one is not what this measures.
  for (let n = 0; n < OPEN_LOOP_CONVERSATIONS; n += 20) {
    const batch = Array.from({ length: Math.min(20, OPEN_LOOP_CONVERSATIONS - n) }, (_, i) =>
      target.start((n + i) % SPREAD_WORKSPACES),
    );
    conversations.push(...(await Promise.all(batch)));
  }
  const thinkTimes = conversations.map(() => Array.from({ length: 20 }, think));
  const times: number[] = [];
  let errors = 0;
  const endsAt = performance.now() + OPEN_LOOP_MS;
  await Promise.all(
    conversations.map(async (conversation, c) => {
      for (let n = 0; ; n++) {
        await new Promise((resolve) => setTimeout(resolve, thinkTimes[c]?.[n] ?? OPEN_LOOP_THINK_MS[1]));
        if (performance.now() >= endsAt) return;
        try {
          times.push((await sendMessage(conversation, n)).server);
        } catch {
          errors++;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    rate: times.length / (OPEN_LOOP_MS / 1000),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors,
  };
}

const open = { product: await openLoop(ours), reference: await openLoop(referenceTarget) };
console.log(
  `${`open loop, ${OPEN_LOOP_CONVERSATIONS} conversations`.padEnd(34)} product ${open.product.rate.toFixed(0).padStart(5)}/s p50 ${String(open.product.p50).padStart(4)} ms p99 ${String(open.product.p99).padStart(5)} ms, ${open.product.errors} errors | reference ${open.reference.rate.toFixed(0).padStart(5)}/s p50 ${String(open.reference.p50).padStart(4)} ms p99 ${String(open.reference.p99).padStart(5)} ms, ${open.reference.errors} errors`,
);
const openRatio = open.product.p99 / Math.max(1, open.reference.p50);
const openOk = openRatio <= OPEN_LOOP_P99_BUDGET && open.product.errors === 0;
console.log(
  `budget: open loop p99 <= ${OPEN_LOOP_P99_BUDGET} x the reference's p50 at the same arrivals, and 0 errors: ${openRatio.toFixed(2)}, ${open.product.errors} errors ${openOk ? 'PASS' : 'FAIL'}`,
);
await server.stop();
process.exitCode = throughputOk && quietOk && openOk ? 0 : 1;
process.exit();
