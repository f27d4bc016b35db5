/**
 * What the model library alone costs a chat turn: the reference turn (`reference-turn.ts`) beside
 * the same reference making its model call through the AI SDK's `streamText`, as the product does
 * (`MODEL_CALL=ai-sdk`), and nothing else changed. Same database engine, same fake model, same run.
 *
 * It prints, for the SDK reference against the hand-read one, the three figures `bench:chat`
 * budgets: throughput at 50 conversations (budget >= 0.6), one quiet conversation's p50 (budget
 * <= 1.5x) and the open loop's p99 over the reference's p50 (budget <= 3x). Whatever the SDK
 * reference takes of a budget, the product cannot have for its own work. `BENCH_DB=postgres` as
 * for `bench:chat`. Exits 0: it measures, it does not judge.
 */
import { benchDatabaseEnv, benchOnPostgres, benchReferenceDatabaseEnv } from './bench-database.js';
import { freePort, startChild } from './bench-processes.js';
import { percentile, referenceConversation, sendMessage, startReferenceTurn } from './chat-client.js';

const FAKE_KEY = 'sk-bench-key-0001';
const ROUNDS = 3;
const CONVERSATIONS = 50;
const MESSAGES = 5;
const OPEN_LOOP = { conversations: 500, thinkMs: [5_000, 15_000], runMs: 60_000 } as const;

const fakePort = await freePort();
await startChild(
  ['apps/server/test/fakes/openai-server.ts', '--port', String(fakePort), '--key', FAKE_KEY],
  {},
  `http://127.0.0.1:${fakePort}/v1/models`,
);
const model = { url: `http://127.0.0.1:${fakePort}/v1`, key: FAKE_KEY };
const databaseEnv = await benchDatabaseEnv();
if (benchOnPostgres) console.log('database: PostgreSQL');
// Both references share one database of their own: they run one after the other.
const referenceDatabase = await benchReferenceDatabaseEnv(databaseEnv);
const byHand = await startReferenceTurn(databaseEnv, model, referenceDatabase);
const throughSdk = await startReferenceTurn(databaseEnv, model, { ...referenceDatabase, MODEL_CALL: 'ai-sdk' });

/** `conversations` at once, each sending `messages` one after another: answers per second and server-time percentiles. */
async function closedLoop(url: string, conversations: number, messages: number) {
  const startedAt = performance.now();
  const times = (
    await Promise.all(
      Array.from({ length: conversations }, async () => {
        const conversation = await referenceConversation(url);
        const own: number[] = [];
        for (let n = 0; n < messages; n++) own.push((await sendMessage(conversation, n)).server);
        return own;
      }),
    )
  )
    .flat()
    .sort((a, b) => a - b);
  return { rate: times.length / ((performance.now() - startedAt) / 1000), p50: percentile(times, 0.5) };
}

/** Conversations each sending a message after a random think time, for a while: server-time percentiles. */
async function openLoop(url: string) {
  const times: number[] = [];
  const endAt = performance.now() + OPEN_LOOP.runMs;
  const think = () => OPEN_LOOP.thinkMs[0] + Math.random() * (OPEN_LOOP.thinkMs[1] - OPEN_LOOP.thinkMs[0]);
  await Promise.all(
    Array.from({ length: OPEN_LOOP.conversations }, async () => {
      const conversation = await referenceConversation(url);
      await new Promise((resolve) => setTimeout(resolve, think()));
      for (let n = 0; performance.now() < endAt; n++) {
        times.push((await sendMessage(conversation, n)).server);
        await new Promise((resolve) => setTimeout(resolve, think()));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

// Warm both up: the first turns of a process compile its code.
await closedLoop(byHand, 10, 3);
await closedLoop(throughSdk, 10, 3);
for (let round = 1; round <= ROUNDS; round++) {
  const quiet = [await closedLoop(byHand, 1, 20), await closedLoop(throughSdk, 1, 20)];
  const busy = [
    await closedLoop(byHand, CONVERSATIONS, MESSAGES),
    await closedLoop(throughSdk, CONVERSATIONS, MESSAGES),
  ];
  console.log(
    `round ${round}: quiet p50 by hand ${quiet[0]?.p50} ms, AI SDK ${quiet[1]?.p50} ms (${((quiet[1]?.p50 ?? 0) / Math.max(1, quiet[0]?.p50 ?? 0)).toFixed(2)}x; budget <= 1.5x)` +
      ` | ${CONVERSATIONS} conversations: by hand ${busy[0]?.rate.toFixed(0)}/s, AI SDK ${busy[1]?.rate.toFixed(0)}/s` +
      ` (${((busy[1]?.rate ?? 0) / (busy[0]?.rate ?? 1)).toFixed(2)}; budget >= 0.6)`,
  );
}
const open = [await openLoop(byHand), await openLoop(throughSdk)];
console.log(
  `open loop, ${OPEN_LOOP.conversations} conversations: by hand p50 ${open[0]?.p50} ms p99 ${open[0]?.p99} ms` +
    ` (${((open[0]?.p99 ?? 0) / Math.max(1, open[0]?.p50 ?? 0)).toFixed(1)}x its own p50)` +
    ` | AI SDK p99 ${open[1]?.p99} ms (${((open[1]?.p99 ?? 0) / Math.max(1, open[0]?.p50 ?? 0)).toFixed(1)}x the reference's p50; budget <= 3x)`,
);
process.exit(0);
