/**
 * Telegram webhook intake (issue: performance): autocannon posts signed Telegram updates, each a
 * new message, to an agent's webhook, and the same updates to the reference acknowledgement
 * (`reference-ack.ts`: the secret checked and one insert into an inbox table) on the same
 * database engine in the same run. Prints acknowledgements per second and the ack p99 as ratios to
 * the reference, then waits until the agent has answered every acknowledged update through the
 * fake Telegram API: an update acknowledged and never answered was lost. Then measures what the
 * same agent answers through the public chat API (`bench:chat`'s way, 50 conversations at once).
 * Budgets: at least 0.6 of the reference's acknowledgements, nothing lost, and answered updates
 * per second (from the load's start to the last answer) at least 0.5 of the chat's answers per second.
 *
 * The agent has no language model, so the local responder answers and intake is what is measured.
 * `BENCH_DB=postgres` runs both on a throwaway PostgreSQL server instead of the embedded database.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startFakeTelegram } from '../apps/server/test/fakes/telegram-server.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres, benchReferenceDatabaseEnv } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { freePort, startChild } from './bench-processes.js';
import { productConversation, sendMessage } from './chat-client.js';

const RATIO_BUDGET = 0.6;
const ANSWERED_BUDGET = 0.5;
const CHAT_CONVERSATIONS = 50;
const CHAT_MESSAGES = 5;
const REFERENCE_SECRET = 'bench-reference-secret';
const CONNECTIONS = 20;
const SECONDS = 5;
const ANSWER_WAIT_MS = 180_000;
const BOT_TOKEN = '7999999999:AAH-bench_token_for_the_fake_bot';

const telegram = await startFakeTelegram({ allowHttpWebhooks: true });
const database = await benchDatabaseEnv();
if (benchOnPostgres) console.log('database: PostgreSQL');
const server = await startServerProcess({
  ...database,
  ...(benchOnPostgres ? { ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  LOG_LEVEL: 'warn',
  TELEGRAM_API_URL: telegram.url,
});
process.on('exit', () => server.child.kill('SIGTERM'));
const referencePort = await freePort();
await startChild(
  ['bench/reference-ack.ts'],
  { ...(await benchReferenceDatabaseEnv(database)), PORT: String(referencePort), SECRET: REFERENCE_SECRET },
  `http://127.0.0.1:${referencePort}/ready`,
);

const { headers, agentId } = await benchOwnerWithAgent(server.url);
const connected = await fetch(`${server.url}/api/na/v2/agents/${agentId}/channels/telegram`, {
  method: 'PUT',
  headers,
  body: JSON.stringify({ botToken: BOT_TOKEN }),
});
if (!connected.ok) throw new Error(`connecting the bot failed: ${connected.status} ${await connected.text()}`);
const webhook = telegram.webhooks.get(BOT_TOKEN);
if (!webhook?.secret_token) throw new Error('the bot has no webhook');

// Every update is a new message of its own chat, as from that many people at once. Both runs
// send from this process (a request built per update cannot cross to a worker thread).
function updates(url: string, secret: string) {
  let sent = 0;
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        setupRequest: (request) => {
          sent += 1;
          const update = {
            update_id: sent,
            message: { message_id: sent, date: 0, chat: { id: 100_000 + sent, type: 'private' }, text: 'Hello' },
          };
          return { ...request, body: JSON.stringify(update) };
        },
      },
    ],
  });
  return run.then((result) => ({ result, sent }));
}

const { result: reference } = await updates(`http://127.0.0.1:${referencePort}/webhook`, REFERENCE_SECRET);
console.log(
  `reference: secret checked, one insert   ${reference.requests.average.toFixed(0).padStart(8)} acks/s   p99 ${reference.latency.p99} ms   ${reference['2xx']} acknowledged, ${reference.non2xx} refused`,
);
const loadStart = Date.now();
const { result: intake, sent } = await updates(webhook.url, webhook.secret_token);
const acknowledged = intake['2xx'];
const rate = intake.requests.average;
const ratio = rate / reference.requests.average;
console.log(
  `signed Telegram updates                 ${rate.toFixed(0).padStart(8)} acks/s   ratio ${ratio.toFixed(3)}   ack p99 ${intake.latency.p99} ms (${(intake.latency.p99 / Math.max(1, reference.latency.p99)).toFixed(1)}x the reference's)   ${acknowledged} acknowledged, ${intake.non2xx} refused, ${intake.errors} errors`,
);

// Nothing lost: every acknowledged update gets its answer.
const answeredChats = () =>
  new Set(telegram.calls.filter((call) => call.method === 'sendMessage').map((call) => call.params.chat_id)).size;
const waitStart = Date.now();
while (answeredChats() < acknowledged && Date.now() - waitStart < ANSWER_WAIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const answered = answeredChats();
const lost = acknowledged - answered;
const answeredRate = answered / ((Date.now() - loadStart) / 1000);
console.log(
  // Updates still in flight when the run stopped counting are answered too: answered can pass acknowledged.
  `answered ${answered} of the ${sent} updates sent (${acknowledged} acknowledged within the run) in ${((Date.now() - waitStart) / 1000).toFixed(0)} s after the load: ${answeredRate.toFixed(0)} answered updates/s from the load's start`,
);

// The same agent's local responder through the public chat API, as bench:chat sends.
const chatStart = Date.now();
const chatAnswers = (
  await Promise.all(
    Array.from({ length: CHAT_CONVERSATIONS }, async () => {
      const conversation = await productConversation(server.url, agentId);
      for (let n = 0; n < CHAT_MESSAGES; n++) await sendMessage(conversation, n, 'local');
      return CHAT_MESSAGES;
    }),
  )
).reduce((sum, count) => sum + count, 0);
const chatRate = chatAnswers / ((Date.now() - chatStart) / 1000);
const answeredRatio = answeredRate / chatRate;
console.log(
  `chat, local responder, ${CHAT_CONVERSATIONS} conversations   ${chatRate.toFixed(0).padStart(8)} answers/s   answered updates/s ratio ${answeredRatio.toFixed(2)}`,
);

const acksOk = ratio >= RATIO_BUDGET && lost <= 0;
const answeredOk = answeredRatio >= ANSWERED_BUDGET;
console.log(
  `budget: at least ${RATIO_BUDGET} of the reference's acknowledgements and nothing lost -> ${ratio.toFixed(2)}, ${Math.max(0, lost)} lost: ${acksOk ? 'PASS' : 'FAIL'}`,
);
console.log(
  `budget: answered updates/s at least ${ANSWERED_BUDGET} of the chat's local-responder answers/s -> ${answeredRatio.toFixed(2)}: ${answeredOk ? 'PASS' : 'FAIL'}`,
);
await server.stop();
await telegram.close();
process.exitCode = acksOk && answeredOk ? 0 : 1;
process.exit();
