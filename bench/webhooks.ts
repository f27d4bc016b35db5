/**
 * Telegram webhook intake (issue: messaging channels): autocannon posts signed Telegram updates,
 * each a new message, to an agent's webhook. Prints acknowledged updates per second and the ack
 * p99 as a ratio to a bare Fastify route in the same run, then waits until the agent has answered
 * every acknowledged update through the fake Telegram API: an update acknowledged and never
 * answered was lost. Budget: at least 0.25 of the bare route, nothing lost.
 *
 * The agent has no language model, so the local responder answers and intake is what is measured.
 * `BENCH_DB=postgres` runs the server on a throwaway PostgreSQL server instead of the embedded database.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startFakeTelegram } from '../apps/server/test/fakes/telegram-server.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { startBareServer } from './bench-processes.js';

const RATIO_BUDGET = 0.25;
const CONNECTIONS = 20;
const SECONDS = 5;
const ANSWER_WAIT_MS = 180_000;
const BOT_TOKEN = '7999999999:AAH-bench_token_for_the_fake_bot';

const telegram = await startFakeTelegram({ allowHttpWebhooks: true });
const bareUrl = await startBareServer();
const database = await benchDatabaseEnv();
if (benchOnPostgres) console.log('database: PostgreSQL');
const server = await startServerProcess({
  ...database,
  ...(benchOnPostgres ? { ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  LOG_LEVEL: 'warn',
  TELEGRAM_API_URL: telegram.url,
});
process.on('exit', () => server.child.kill('SIGTERM'));

const { headers, agentId } = await benchOwnerWithAgent(server.url);
const connected = await fetch(`${server.url}/api/na/v2/agents/${agentId}/channels/telegram`, {
  method: 'PUT',
  headers,
  body: JSON.stringify({ botToken: BOT_TOKEN }),
});
if (!connected.ok) throw new Error(`connecting the bot failed: ${connected.status} ${await connected.text()}`);
const webhook = telegram.webhooks.get(BOT_TOKEN);
if (!webhook?.secret_token) throw new Error('the bot has no webhook');

// Both runs send from this process (a request built per update cannot cross to a worker thread).
const bare = await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: SECONDS });
console.log(
  `bare Fastify GET /hello (baseline)   ${bare.requests.average.toFixed(0).padStart(8)} req/s   p99 ${bare.latency.p99} ms`,
);

// Every update is a new message of its own chat, as from that many people at once.
let sent = 0;
const intake = await autocannon({
  url: webhook.url,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhook.secret_token },
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
const acknowledged = intake['2xx'];
const rate = intake.requests.average;
console.log(
  `signed Telegram updates               ${rate.toFixed(0).padStart(8)} acks/s   ratio ${(rate / bare.requests.average).toFixed(3)}   ack p99 ${intake.latency.p99} ms (${(intake.latency.p99 / Math.max(1, bare.latency.p99)).toFixed(1)}x the bare route's)   ${acknowledged} acknowledged, ${intake.non2xx} refused, ${intake.errors} errors`,
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
console.log(
  // Updates still in flight when the run stopped counting are answered too: answered can pass acknowledged.
  `answered ${answered} of the ${sent} updates sent (${acknowledged} acknowledged within the run) in ${((Date.now() - waitStart) / 1000).toFixed(0)} s after the load`,
);
const withinBudget = rate / bare.requests.average >= RATIO_BUDGET && lost <= 0;
console.log(
  `budget: at least ${RATIO_BUDGET} of the bare route and nothing lost -> ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
await server.stop();
await telegram.close();
process.exitCode = withinBudget ? 0 : 1;
process.exit();
