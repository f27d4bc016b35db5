import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignContacts, campaigns, creditLedger, workspaces } from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace } from '../app.js';
import { type FakeMetaGraph, startFakeMetaGraph } from '../fakes/meta-graph-server.js';
import {
  FAKE_AVAILABLE_NUMBERS,
  FAKE_TWILIO_ACCOUNT,
  type FakeTwilio,
  startFakeTwilio,
} from '../fakes/twilio-server.js';
import { freePort, PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
import {
  balanceAndLedger,
  CRASH_KILLS,
  type CrashDatabases,
  crashDatabases,
  RUN_CRASH_TESTS,
  runCrashLoop,
  untilDone,
} from './crash-harness.js';

const APP_ID = 'crash-meta-app';
const APP_SECRET = 'crash-meta-app-secret';
const MESSAGE_CONTACTS = 150;
const CALL_CONTACTS = 30;
const LINES = 3;
/** Each WhatsApp send takes this long at the fake: kills land while sends are on their way. */
const SEND_MS = 40;
/** How long the fake's callee talks before hanging up. */
const CALL_MS = 150;
/** Fewer kills than the other scenarios (each start costs 5-8 s): both campaigns are over after about four. `CRASH_KILLS` stretches it. */
const KILLS = process.env.CRASH_KILLS ? CRASH_KILLS : 4;

let graph: FakeMetaGraph;
let twilio: FakeTwilio;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  graph = await startFakeMetaGraph({ appId: APP_ID, appSecret: APP_SECRET, messageDelayMs: SEND_MS });
  twilio = await startFakeTwilio();
  databases = await crashDatabases();
});
afterAll(async () => {
  await graph?.close();
  await twilio?.close();
  databases?.remove();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

/** A running campaign of the agent reaching these numbers, at any hour of any day, with no step queued. */
async function runningCampaign(app: FastifyInstance, owner: Owner, phones: string[], draft: Record<string, unknown>) {
  const all = `/api/na/workspaces/${owner.workspace.uid}/campaigns`;
  const campaign = (
    await owner.client.post(all, {
      name: 'Crash',
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], hoursFrom: '00:00', hoursTo: '23:59' },
      ...draft,
    })
  ).json();
  const imported = await owner.client.post(`${all}/${campaign.id}/contacts/import`, {
    csv: `phone\n${phones.join('\n')}`,
  });
  expect(imported.json().added).toBe(phones.length);
  // Each process's start finds it running without a step, and queues one, as after a crash.
  await app.regions.db('na').update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaign.id));
  return campaign.id as string;
}

/** An agent with a WhatsApp number connected by the New Method. */
async function whatsappAgent(owner: Owner) {
  const agentId = (
    await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Messages' })
  ).json().agentCreated.ID as string;
  const channel = `/api/na/v2/agents/${agentId}/channels/whatsapp`;
  const wabaId = '880000000001';
  await owner.client.post(`${channel}/sign-in`, { code: 'signup-code' });
  await owner.client.post(`${channel}/sign-in`, { wabaId });
  const [number] = (await owner.client.get(`${channel}/business-numbers`)).json().data;
  const connected = await owner.client.post(`${channel}/numbers`, {
    wabaId,
    phoneId: number.id,
    phoneNumber: number.display_phone_number,
  });
  expect(connected.statusCode).toBe(200);
  return { agentId, phoneId: number.id as string };
}

/** An agent with a Twilio number of the workspace's account. */
async function callingAgent(owner: Owner) {
  const uid = owner.workspace.uid;
  const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Calls' })).json()
    .agentCreated.ID as string;
  await owner.client.put(`/api/na/workspaces/${uid}/twilio-credentials`, FAKE_TWILIO_ACCOUNT);
  const bought = await owner.client.post(`/api/na/workspaces/${uid}/twilio-numbers`, {
    number: FAKE_AVAILABLE_NUMBERS[0],
  });
  expect(bought.statusCode).toBe(201);
  await owner.client.request({
    method: 'PATCH',
    url: `/api/na/workspaces/${uid}/twilio-numbers/${bought.json().id}`,
    payload: { agentId },
  });
  return agentId;
}

/**
 * Twilio's end of the calls: each call placed is picked up (the fake asks its Url at once) and
 * hangs up a moment later, its final status sent until a process takes it, as Twilio's status
 * callbacks reach whichever process answers the address.
 */
function hangUpCalls(stopped: () => boolean, ended: Set<string>) {
  const pending = twilio.placed.filter((call) => !ended.has(call.sid));
  return Promise.all(
    pending.map(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, CALL_MS));
      while (!stopped() && !ended.has(call.sid)) {
        const sent = await twilio
          .post(call.accountSid, call.statusCallback, {
            CallSid: call.sid,
            From: call.from,
            To: call.to,
            CallStatus: 'completed',
            CallDuration: '30',
          })
          .catch(() => ({ status: 0 }));
        if (sent.status === 204) ended.add(call.sid);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
}

describe.runIf(RUN_CRASH_TESTS)('campaigns through kill -9', () => {
  it('message and call no contact twice, never use more lines than set, charge each message once, and finish', {
    timeout: PROCESS_TEST_TIMEOUT_MS * (KILLS + 4),
  }, async () => {
    const port = await freePort();
    const env = {
      ...databases.env,
      META_GRAPH_URL: graph.url,
      META_APP_ID: APP_ID,
      META_APP_SECRET: APP_SECRET,
      TWILIO_API_URL: twilio.url,
      PORT: String(port),
      // The address Twilio calls back: the same across restarts, as a real deployment's is.
      PUBLIC_URL: `http://localhost:${port}`,
    };
    const setup = await databases.open(env);
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const db = setup.regions.db('na');
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, uid));
    await db
      .update(workspaces)
      .set({ plan: 'pro', loadTokens: 100_000, limits: { ...workspace!.limits, twilioPhoneNumberSlots: 1 } })
      .where(eq(workspaces.uid, uid));
    const before = await balanceAndLedger(db, uid);
    const messaging = await whatsappAgent(owner);
    const messageCampaign = await runningCampaign(
      setup,
      owner,
      Array.from({ length: MESSAGE_CONTACTS }, (_, n) => `+1202555${String(1000 + n)}`),
      { agentId: messaging.agentId, kind: 'whatsapp', template: { name: 'hello_again', language: 'en' } },
    );
    const callCampaign = await runningCampaign(
      setup,
      owner,
      Array.from({ length: CALL_CONTACTS }, (_, n) => `+1202555${String(2000 + n)}`),
      {
        agentId: await callingAgent(owner),
        kind: 'voice',
        maxSimultaneous: LINES,
        retries: { count: 0, spacingMinutes: 1 },
      },
    );
    await setup.close();

    const ended = new Set<string>();
    let most = 0;
    const watch = () => {
      most = Math.max(most, twilio.placed.filter((call) => !ended.has(call.sid)).length);
    };
    const { server, seed } = await runCrashLoop({
      kills: KILLS,
      killAfterMs: [300, 1500],
      env,
      load: async (_url, stopped) => {
        while (!stopped()) {
          watch();
          void hangUpCalls(stopped, ended);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    });
    const context = `CRASH_SEED=${seed}`;
    const status = async (id: string) => {
      const res = await fetch(`${server.url}/api/na/workspaces/${uid}/campaigns/${id}`, {
        headers: { cookie: owner.client.cookie as string },
      });
      return ((await res.json()) as { status?: string }).status;
    };
    try {
      // The last process finishes both: every contact reached once or, when cut short, failed.
      await untilDone(async () => {
        watch();
        await hangUpCalls(() => false, ended);
        return (await status(messageCampaign)) === 'completed' && (await status(callCampaign)) === 'completed'
          ? true
          : undefined;
      }, 120_000);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const messagedTo = graph.calls
      .filter((call) => call.path === `/${messaging.phoneId}/messages` && call.body.type === 'template')
      .map((call) => `+${call.body.to}`);
    expect(messagedTo.length - new Set(messagedTo).size, `${context}: contacts messaged twice`).toBe(0);
    const calledTo = twilio.placed.map((call) => call.to);
    expect(calledTo.length - new Set(calledTo).size, `${context}: contacts called twice`).toBe(0);
    expect(most, context).toBeLessThanOrEqual(LINES);

    const check = await databases.open(env);
    try {
      const db = check.regions.db('na');
      const contactsOf = (id: string) => db.select().from(campaignContacts).where(eq(campaignContacts.campaignId, id));
      const messages = await contactsOf(messageCampaign);
      expect(
        messages.every((c) => c.attempts === 1 && c.dispatchedAt !== null),
        context,
      ).toBe(true);
      const messaged = messages.filter((c) => c.state === 'messaged');
      const messagesCut = messages.filter((c) => c.state === 'failed');
      expect(messaged.length + messagesCut.length, context).toBe(MESSAGE_CONTACTS);
      // Every contact recorded as messaged was sent to; a send cut short may have reached its contact unrecorded.
      for (const contact of messaged) expect(messagedTo, context).toContain(contact.phone);
      const calls = await contactsOf(callCampaign);
      const answered = calls.filter((c) => c.state === 'answered');
      const callsCut = calls.filter((c) => c.state === 'failed');
      expect(answered.length + callsCut.length, context).toBe(CALL_CONTACTS);
      for (const contact of answered) expect(calledTo, context).toContain(contact.phone);
      // Each message claimed was charged once, a cut-short one too (it may have been sent), and the
      // balance moved by what the credit log holds since.
      const charges = await db
        .select()
        .from(creditLedger)
        .where(like(creditLedger.idempotencyKey, 'campaign-message:%'));
      expect(
        charges.filter((c) => c.workspaceUid === uid),
        context,
      ).toHaveLength(MESSAGE_CONTACTS);
      const after = await balanceAndLedger(db, uid);
      expect(after.balance - before.balance, context).toBe(after.ledger - before.ledger);
      console.log(
        `campaigns through ${KILLS} kills: ${messaged.length} messaged and ${messagesCut.length} cut short; ` +
          `${answered.length} answered and ${callsCut.length} cut short, at most ${most} calls at once; ${context}`,
      );
    } finally {
      await check.close();
    }
  });
});
