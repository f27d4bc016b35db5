import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../src/features/billing/grant-credits.js';
import {
  conversations,
  creditLedger,
  creditReservations,
  messages,
  workspaces,
} from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace, TEST_DATABASE } from '../app.js';
import { FAKE_LLM_KEY } from '../chat-client.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
import {
  balanceAndLedger,
  CRASH_KILLS,
  type CrashDatabases,
  crashDatabases,
  RUN_CRASH_TESTS,
  runCrashLoop,
} from './crash-harness.js';
import { Visitor } from './visitor.js';

const VISITORS = 4;
const MESSAGES_PER_VISITOR = 5;

let llm: FakeOpenAI;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  // Each answer streams for a while, so that kills land in the middle of answers.
  llm = await startFakeOpenAI({ apiKey: FAKE_LLM_KEY, tokenDelayMs: 15 });
  databases = await crashDatabases();
});
afterAll(async () => {
  await llm?.close();
  databases?.remove();
});

describe.skipIf(!RUN_CRASH_TESTS)(`chat answers survive kill -9 (${TEST_DATABASE})`, () => {
  it('answers every message once, charges each answer once, keeps balances equal to their ledger, and releases the dead process reservations', {
    timeout: 6 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const setup = await databases.open({ EGRESS_ALLOW: llm.hostPort });
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Desk' })).json()
      .agentCreated.ID as string;
    const saved = await owner.client.post(`/api/na/workspaces/${uid}/llm-credentials`, {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: llm.url,
      apiKey: FAKE_LLM_KEY,
    });
    expect(saved.statusCode).toBe(201);
    await grantCredits(setup.regions.db('na'), {
      workspaceUid: uid,
      credits: 5000,
      reason: 'top-up',
      idempotencyKey: `crash-test:${uid}`,
      logMessage: 'Credits for the crash test',
    });
    await setup.close();

    // Widget calls are limited per address; every call here comes from one.
    const env = { ...databases.env, EGRESS_ALLOW: llm.hostPort, PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' };
    const visitors = Array.from({ length: VISITORS }, (_, n) => new Visitor(agentId, `v${n}`, MESSAGES_PER_VISITOR));
    const { server, seed } = await runCrashLoop({
      kills: CRASH_KILLS,
      killAfterMs: [200, 1000],
      env,
      load: async (url, stopped) => void (await Promise.all(visitors.map((visitor) => visitor.talk(url, stopped)))),
    });
    const context = `CRASH_SEED=${seed}`;
    try {
      if (TEST_DATABASE === 'postgres') {
        // Released by the new process as it started, with nothing answering yet, long before they expire.
        const check = await databases.open();
        try {
          const left = await check.regions.db('na').select().from(creditReservations);
          expect(left, context).toEqual([]);
        } finally {
          await check.close();
        }
      }
      const deadline = Date.now() + 120_000;
      await Promise.all(visitors.map((visitor) => visitor.talk(server.url, () => Date.now() > deadline)));
      expect(
        visitors.filter((visitor) => !visitor.done).map((visitor) => visitor.lastRefusal),
        context,
      ).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const check = await databases.open();
    try {
      const db = check.regions.db('na');
      const rows = await db
        .select({ role: messages.role, clientMessageId: messages.clientMessageId, content: messages.content })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.agentId, agentId));
      const asked = rows.filter((row) => row.role === 'user');
      const answered = rows.filter((row) => row.role === 'assistant');
      // Every message once, however often it was sent, and one answer to each.
      expect(asked.length, context).toBe(VISITORS * MESSAGES_PER_VISITOR);
      expect(new Set(asked.map((row) => row.content)).size, context).toBe(VISITORS * MESSAGES_PER_VISITOR);
      expect(answered.length, context).toBe(VISITORS * MESSAGES_PER_VISITOR);

      const charges = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceUid, uid), eq(creditLedger.reason, 'agent-reply')));
      expect(charges.length, context).toBe(VISITORS * MESSAGES_PER_VISITOR);
      const { balance, ledger } = await balanceAndLedger(db, uid);
      expect(balance, context).toBeCloseTo(ledger, 3);
      // The killed processes' reservations went when the next process started, not after 5 minutes,
      // and gave back all they held.
      expect(await db.select().from(creditReservations), context).toEqual([]);
      const [workspace] = await db
        .select({ held: workspaces.heldCredits })
        .from(workspaces)
        .where(eq(workspaces.uid, uid));
      expect(workspace?.held, context).toBe(0);
    } finally {
      await check.close();
    }
  });
});
