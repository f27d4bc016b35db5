import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignContacts, campaigns, creditLedger } from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace } from '../app.js';
import { type FakeMetaGraph, startFakeMetaGraph } from '../fakes/meta-graph-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
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
const CONTACTS = 150;
/** Each send takes this long at the fake: kills land while sends are on their way. */
const SEND_MS = 40;
/** Fewer kills than the other scenarios (each start costs 5-8 s): the campaign is over after about four. `CRASH_KILLS` stretches it. */
const KILLS = process.env.CRASH_KILLS ? CRASH_KILLS : 4;

let graph: FakeMetaGraph;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  graph = await startFakeMetaGraph({ appId: APP_ID, appSecret: APP_SECRET, messageDelayMs: SEND_MS });
  databases = await crashDatabases();
});
afterAll(async () => {
  await graph?.close();
  databases?.remove();
});

describe.runIf(RUN_CRASH_TESTS)('a WhatsApp campaign through kill -9', () => {
  it('messages no contact twice, charges each message sent once, and finishes', {
    timeout: PROCESS_TEST_TIMEOUT_MS * (KILLS + 4),
  }, async () => {
    const env = { ...databases.env, META_GRAPH_URL: graph.url, META_APP_ID: APP_ID, META_APP_SECRET: APP_SECRET };
    const setup = await databases.open(env);
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Outreach' })).json()
      .agentCreated.ID as string;
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
    const campaign = (
      await owner.client.post(`/api/na/workspaces/${uid}/campaigns`, {
        name: 'Crash',
        agentId,
        kind: 'whatsapp',
        schedule: { days: [0, 1, 2, 3, 4, 5, 6], hoursFrom: '00:00', hoursTo: '23:59' },
        template: { name: 'hello_again', language: 'en' },
      })
    ).json();
    const phones = Array.from({ length: CONTACTS }, (_, n) => `+1202555${String(1000 + n)}`);
    const imported = await owner.client.post(`/api/na/workspaces/${uid}/campaigns/${campaign.id}/contacts/import`, {
      csv: `phone\n${phones.join('\n')}`,
    });
    expect(imported.json().added).toBe(CONTACTS);
    // Running, with no step queued: each process's start finds it and queues one, as after a crash.
    await setup.regions.db('na').update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaign.id));
    await setup.close();

    const { server, seed } = await runCrashLoop({
      kills: KILLS,
      killAfterMs: [300, 1500],
      env,
      load: async () => {},
    });
    const context = `CRASH_SEED=${seed}`;
    const sends = () =>
      graph.calls.filter((call) => call.path === `/${number.id}/messages` && call.body.type === 'template');
    try {
      // The last process finishes the campaign: every contact is sent to once or, when a send was cut short, failed.
      await untilDone(async () => {
        const res = await fetch(`${server.url}/api/na/workspaces/${uid}/campaigns/${campaign.id}`, {
          headers: { cookie: owner.client.cookie as string },
        });
        return ((await res.json()) as { status?: string }).status === 'completed' ? true : undefined;
      }, 120_000);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const sentTo = sends().map((call) => `+${call.body.to}`);
    expect(sentTo.length - new Set(sentTo).size, `${context}: contacts messaged twice`).toBe(0);
    const check = await databases.open(env);
    try {
      const db = check.regions.db('na');
      const contacts = await db.select().from(campaignContacts).where(eq(campaignContacts.campaignId, campaign.id));
      expect(
        contacts.every((c) => c.attempts === 1 && c.dispatchedAt !== null),
        context,
      ).toBe(true);
      const messaged = contacts.filter((c) => c.state === 'messaged');
      const failed = contacts.filter((c) => c.state === 'failed');
      expect(messaged.length + failed.length, context).toBe(CONTACTS);
      // Every contact recorded as messaged was sent to; a send cut short may have reached its contact unrecorded.
      for (const contact of messaged) expect(sentTo, context).toContain(contact.phone);
      expect(failed.length, context).toBeLessThanOrEqual(KILLS * 2);
      console.log(
        `campaign through ${KILLS} kills: ${messaged.length} messaged, ${failed.length} cut short; ${context}`,
      );
      // Each contact claimed was charged once, a cut-short one too (it may have been sent), and the balance adds up.
      const charges = await db
        .select()
        .from(creditLedger)
        .where(like(creditLedger.idempotencyKey, 'campaign-message:%'));
      expect(
        charges.filter((c) => c.workspaceUid === uid),
        context,
      ).toHaveLength(CONTACTS);
      const { balance, ledger } = await balanceAndLedger(db, uid);
      expect(balance, context).toBe(ledger);
    } finally {
      await check.close();
    }
  });
});
