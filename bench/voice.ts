/**
 * Phone turns (issue: voice): an agent's number takes calls at once, each caller speaking turn
 * after turn. Every turn is Twilio's signed speech webhook in and TwiML out, with the engine's
 * answer from a fake language model that answers at once. Server, fake model and fake Twilio
 * each run in their own process; this process only sends, signing each request as Twilio does.
 * Prints p50/p95 per phone turn, both as the server's time (webhook in to TwiML out, from its
 * Server-Timing header) and as the round trip on loopback (which adds this process's sending and
 * reading), beside the same talk as widget chat messages (the same engine without the phone
 * around it) and as messages to the reference turn (`reference-turn.ts`: the least work a durable
 * turn can do, on the same database engine); a chat message's server time is the answer's own
 * `latencyMs`, from receiving the message to the stored, charged answer, for both.
 * Budget (issue: performance): the server's p95 per phone turn at most 1.5 times the reference
 * turn's p95.
 *
 * Callers talk as people do: after hearing a reply, each speaks for one to two seconds before
 * Twilio sends the next turn, so the figure is the server's time per turn, not a queue of turns
 * no phone line could send. `BENCH_SPEAKING_MS=0` sends the turns back to back instead.
 *
 * `BENCH_DB=postgres` runs the server on a throwaway PostgreSQL server instead of the embedded database;
 * `BENCH_CALLS=n` changes the number of simultaneous calls (default 10, the free plan's lines).
 */
import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../apps/server/src/providers/twilio/voice-webhook.js';
import { FAKE_TWILIO_ACCOUNT } from '../apps/server/test/fakes/twilio-server.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { benchDatabaseEnv, benchOnPostgres } from './bench-database.js';
import { benchOwnerWithAgent } from './bench-owner.js';
import { freePort, startChild } from './bench-processes.js';
import {
  type Answered,
  type Conversation,
  percentile,
  productConversation,
  referenceConversation,
  sendMessage,
  startReferenceTurn,
} from './chat-client.js';

/** The free plan's concurrent call lines: every call is answered, none hears the busy message. */
const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const TURNS_PER_CALL = 20;
/** How long a caller speaks before each turn, at least (up to twice as long). */
const SPEAKING_MS = Number(process.env.BENCH_SPEAKING_MS ?? 1000);
const speaking = () => new Promise((resolve) => setTimeout(resolve, SPEAKING_MS * (1 + Math.random())));
const P95_RATIO_BUDGET = 1.5;
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
const reference = await startReferenceTurn(database, { url: `http://127.0.0.1:${llmPort}/v1`, key: FAKE_KEY });
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
type Timed = Answered;

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

/** The same talk as chat messages: one conversation, a message per turn, each timed to its whole answer. */
const chatWith =
  (open: () => Promise<Conversation>) =>
  async (turns: number): Promise<Timed[]> => {
    const conversation = await open();
    const times: Timed[] = [];
    for (let turn = 1; turn <= turns; turn++) {
      if (SPEAKING_MS > 0) await speaking();
      times.push(await sendMessage(conversation, turn));
    }
    return times;
  };
const chat = chatWith(() => productConversation(base, agentId));
const referenceChat = chatWith(() => referenceConversation(reference));

await call(3); // warm-up
await referenceChat(1);

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
const references = await run(referenceChat);
const chats = await run(chat);
const phone = await run(call);
const ratio = phone.p95 / Math.max(1, references.p95);
console.log(
  `reference turn x ${CALLS} x ${TURNS_PER_CALL}: ${references.rate.toFixed(0).padStart(5)} messages/s   per message ${references.figures}`,
);
console.log(
  `${CALLS} chats x ${TURNS_PER_CALL} messages: ${chats.rate.toFixed(0).padStart(5)} messages/s   per message ${chats.figures}`,
);
console.log(
  `${CALLS} calls x ${TURNS_PER_CALL} turns:    ${phone.rate.toFixed(0).padStart(5)} turns/s      per turn    ${phone.figures}   (server p95 ${(phone.p95 / Math.max(1, chats.p95)).toFixed(2)}x a chat message's)`,
);
const withinBudget = ratio <= P95_RATIO_BUDGET;
console.log(
  `budget: server p95 per phone turn <= ${P95_RATIO_BUDGET} x the reference turn's p95 -> ${ratio.toFixed(2)}: ${withinBudget ? 'PASS' : 'FAIL'}`,
);
await server.stop();
process.exitCode = withinBudget ? 0 : 1;
process.exit();
