/**
 * Phone turns (issue: voice): an agent's number takes calls at once, each caller speaking turn
 * after turn. Every turn is Twilio's signed speech webhook in and TwiML out, with the engine's
 * answer from a fake language model that answers at once. Server, fake model and fake Twilio
 * each run in their own process; this process only sends, signing each request as Twilio does.
 * Prints p50/p95 per phone turn, both as the server's time (webhook in to TwiML out, from its
 * Server-Timing header) and as the round trip on loopback (which adds this process's sending and
 * reading); turns/s as a ratio to a bare Fastify route; and the p95 as a ratio to the same number
 * of widget chat messages (the same engine without the phone around it; their server time is the
 * answer's own `latencyMs`, from receiving the message to the stored, charged answer, as the
 * stream carries no Server-Timing). Budget: the server's p95 under 30 ms.
 *
 * Callers talk as people do: after hearing a reply, each speaks for one to two seconds before
 * Twilio sends the next turn, so the figure is the server's time per turn, not a queue of turns
 * no phone line could send. `BENCH_SPEAKING_MS=0` sends the turns back to back instead.
 *
 * `BENCH_DB=postgres` runs the server on a throwaway PostgreSQL server instead of the embedded database;
 * `BENCH_CALLS=n` changes the number of simultaneous calls (default 10, the free plan's lines).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { twilioSignature } from '../apps/server/src/providers/twilio/voice-webhook.js';
import { FAKE_TWILIO_ACCOUNT } from '../apps/server/test/fakes/twilio-server.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { freePort, startBareServer, startChild } from './bench-processes.js';

/** The free plan's concurrent call lines: every call is answered, none hears the busy message. */
const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const TURNS_PER_CALL = 20;
/** How long a caller speaks before each turn, at least (up to twice as long). */
const SPEAKING_MS = Number(process.env.BENCH_SPEAKING_MS ?? 1000);
const speaking = () => new Promise((resolve) => setTimeout(resolve, SPEAKING_MS * (1 + Math.random())));
const P95_BUDGET_MS = 30;
const FAKE_KEY = 'sk-bench-key-0001';

const llmPort = await freePort();
await startChild(
  ['apps/server/test/fakes/openai-server.ts', '--port', String(llmPort), '--key', FAKE_KEY],
  {},
  `http://127.0.0.1:${llmPort}/v1/models`,
);
const twilioPort = await freePort();
const twilioUrl = `http://127.0.0.1:${twilioPort}`;
await startChild(['apps/server/test/fakes/twilio-server.ts', '--port', String(twilioPort)], {}, `${twilioUrl}/__calls`);
const bareUrl = await startBareServer();
const database = await benchDatabaseEnv();
if (benchOnPostgres) console.log('database: PostgreSQL');
const server = await startServerProcess({
  ...database,
  ...(benchOnPostgres ? { ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  LOG_LEVEL: 'warn',
  EGRESS_ALLOW: `127.0.0.1:${llmPort}`,
  TWILIO_API_URL: twilioUrl,
  TWILIO_INCLUDED_NUMBER_SLOTS: '1',
});
process.on('exit', () => server.child.kill('SIGTERM'));
const base = server.url;
// Twilio signs the address it calls, which is the server's public URL (its default: localhost and its port).
const publicUrl = base.replace('127.0.0.1', 'localhost');

// An owner with the fake model, the fake Twilio account, and a number its agent answers.
const { headers, uid, agentId } = await benchOwnerWithAgent(base);
const setup = async (method: string, path: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
await setup('POST', `/api/na/workspaces/${uid}/llm-credentials`, {
  provider: 'openai-compatible',
  label: 'Fake',
  baseURL: `http://127.0.0.1:${llmPort}/v1`,
  apiKey: FAKE_KEY,
});
await setup('PUT', `/api/na/workspaces/${uid}/twilio-credentials`, FAKE_TWILIO_ACCOUNT);
const { available } = (await (
  await fetch(`${base}/api/na/workspaces/${uid}/twilio-numbers/available`, { headers })
).json()) as { available: { number: string }[] };
const bought = await setup('POST', `/api/na/workspaces/${uid}/twilio-numbers`, { number: available[0]?.number });
const numberId = String(bought.id);
const phoneNumber = String(bought.number);
await setup('PATCH', `/api/na/workspaces/${uid}/twilio-numbers/${numberId}`, { agentId });

const voicePath = (hook: string) => `/api/na/twilio/voice/${numberId}/${hook}`;

/** One turn's time: the round trip this process saw, and the server's own part of it. */
interface Timed {
  roundTrip: number;
  server: number;
}

/** The server's time for an answer, from its `Server-Timing: app;dur=…` header. */
function serverTime(res: Response): number {
  const dur = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  if (dur === undefined) throw new Error('the answer has no Server-Timing');
  return Number(dur);
}

/** A request as Twilio sends it: form fields, signed with the account's Auth Token for the public address. */
async function twilioPosts(path: string, fields: Record<string, string>) {
  const params = { AccountSid: FAKE_TWILIO_ACCOUNT.accountSid, ApiVersion: '2010-04-01', ...fields };
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(FAKE_TWILIO_ACCOUNT.authToken, publicUrl + path, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  return { status: res.status, body: await res.text(), server: serverTime(res) };
}

/** One call: Twilio rings the number (through the fake), then the caller speaks turn after turn. */
async function call(turns: number): Promise<Timed[]> {
  const rang = await fetch(`${twilioUrl}/__place-call`, { method: 'POST', body: JSON.stringify({ to: phoneNumber }) });
  const { callSid, answer } = (await rang.json()) as { callSid: string; answer: { body: string } };
  if (!answer.body.includes('<Gather input="speech"')) throw new Error(`the call was not answered: ${answer.body}`);
  const times: Timed[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    if (SPEAKING_MS > 0) await speaking();
    const startedAt = performance.now();
    const reply = await twilioPosts(`${voicePath('speech')}?turn=${turn}`, {
      CallSid: callSid,
      From: '+15550001234',
      To: phoneNumber,
      SpeechResult: `Question number ${turn}: when do you open?`,
      Confidence: '0.9',
    });
    times.push({ roundTrip: performance.now() - startedAt, server: reply.server });
    if (!reply.body.includes('<Say>Hello from the test model.'))
      throw new Error(`no answer: ${reply.body.slice(0, 300)}`);
  }
  // A short call: a new workspace's starting credits pay for every call's minute.
  const ended = await twilioPosts(voicePath('status'), {
    CallSid: callSid,
    CallStatus: 'completed',
    CallDuration: '20',
  });
  if (ended.status !== 204) throw new Error(`hang-up failed: ${ended.status}`);
  return times;
}

/** The same talk in the widget: one conversation, a message per turn, each timed to its whole answer. */
async function chat(turns: number): Promise<Timed[]> {
  const opened = await fetch(`${base}/api/na/public/agents/${agentId}/conversations`, { method: 'POST' });
  const { conversationId, visitorToken } = (await opened.json()) as { conversationId: string; visitorToken: string };
  const times: Timed[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    if (SPEAKING_MS > 0) await speaking();
    const startedAt = performance.now();
    const res = await fetch(`${base}/api/na/public/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${visitorToken}` },
      body: JSON.stringify({ messageId: `m${turn}`, text: `Question number ${turn}: when do you open?` }),
    });
    const text = await res.text();
    const roundTrip = performance.now() - startedAt;
    const latency = /event: done\ndata: .*"latencyMs":(\d+)/.exec(text)?.[1];
    if (latency === undefined) throw new Error(`no chat answer: ${res.status} ${text.slice(0, 200)}`);
    times.push({ roundTrip, server: Number(latency) });
  }
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

await call(3); // warm-up
const bare = await autocannon({ url: bareUrl, connections: CALLS, duration: 5, workers: 1 });
const baseline = bare.requests.average;
console.log(
  `bare Fastify GET /hello (baseline)   ${baseline.toFixed(0).padStart(8)} req/s   p99 ${bare.latency.p99} ms`,
);

const run = async (talk: (turns: number) => Promise<Timed[]>) => {
  const startedAt = performance.now();
  const times = (await Promise.all(Array.from({ length: CALLS }, () => talk(TURNS_PER_CALL)))).flat();
  const rate = times.length / ((performance.now() - startedAt) / 1000);
  const sorted = (pick: (time: Timed) => number) => times.map(pick).sort((a, b) => a - b);
  const server = sorted((time) => time.server);
  const roundTrip = sorted((time) => time.roundTrip);
  return {
    rate,
    p95: percentile(server, 0.95),
    figures: `server p50 ${percentile(server, 0.5).toFixed(1)} ms  p95 ${percentile(server, 0.95).toFixed(1)} ms   round trip p50 ${percentile(roundTrip, 0.5).toFixed(1)} ms  p95 ${percentile(roundTrip, 0.95).toFixed(1)} ms`,
  };
};
const chats = await run(chat);
const phone = await run(call);
const p95 = phone.p95;
console.log(
  `${CALLS} chats x ${TURNS_PER_CALL} messages: ${chats.rate.toFixed(0).padStart(5)} messages/s   ratio ${(chats.rate / baseline).toFixed(3)}   per message ${chats.figures}`,
);
console.log(
  `${CALLS} calls x ${TURNS_PER_CALL} turns:    ${phone.rate.toFixed(0).padStart(5)} turns/s      ratio ${(phone.rate / baseline).toFixed(3)}   per turn    ${phone.figures}   (server p95 ${(p95 / chats.p95).toFixed(2)}x a chat message's)`,
);
const withinBudget = p95 < P95_BUDGET_MS;
console.log(
  `budget: server p95 per phone turn < ${P95_BUDGET_MS} ms -> ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
await server.stop();
process.exitCode = withinBudget ? 0 : 1;
process.exit();
