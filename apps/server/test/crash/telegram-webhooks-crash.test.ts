import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, webhookInbox } from '../../src/platform/db/schema/index.js';
import { signUpWithWorkspace, TEST_DATABASE } from '../app.js';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../server-process.js';
import {
  CRASH_KILLS,
  type CrashDatabases,
  crashDatabases,
  RUN_CRASH_TESTS,
  runCrashLoop,
  seededRandom,
  untilDone,
} from './crash-harness.js';

const CHATS = 4;
const UPDATES_PER_CHAT = 6;
const BOT_TOKEN = '7100000001:AAH-crash_test_token_for_the_fake';

let telegram: FakeTelegram;
let databases: CrashDatabases;
beforeAll(async () => {
  if (!RUN_CRASH_TESTS) return;
  telegram = await startFakeTelegram({ allowHttpWebhooks: true });
  databases = await crashDatabases();
});
afterAll(async () => {
  await telegram?.close();
  databases?.remove();
});

interface Update {
  update_id: number;
  chatId: number;
  text: string;
  acknowledged: boolean;
}

/**
 * Telegram as it delivers webhooks: each chat's updates in order, the next only once the last
 * was answered 200; an update not acknowledged is sent again, and now and then one that was
 * (Telegram's delivery is at least once).
 */
async function deliverUpdates(
  url: string,
  path: string,
  secret: string,
  updates: Update[],
  stopped: () => boolean,
  random: () => number,
) {
  const send = (update: Update) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify({
        update_id: update.update_id,
        message: {
          message_id: update.update_id,
          date: 0,
          chat: { id: update.chatId, type: 'private' },
          from: { id: update.chatId },
          text: update.text,
        },
      }),
    });
  const chats = [...new Set(updates.map((update) => update.chatId))];
  await Promise.all(
    chats.map(async (chatId) => {
      for (const update of updates.filter((u) => u.chatId === chatId)) {
        while (!stopped()) {
          const answered = await send(update).then(
            (res) => res.ok,
            () => false,
          );
          if (answered) {
            update.acknowledged = true;
            if (random() < 0.15) await send(update).catch(() => {});
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (stopped()) return;
      }
    }),
  );
}

describe.skipIf(!RUN_CRASH_TESTS)(`Telegram webhook intake survives kill -9 (${TEST_DATABASE})`, () => {
  it('loses no acknowledged update and stores none twice, and every update gets its answer', {
    timeout: 6 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const env = { ...databases.env, TELEGRAM_API_URL: telegram.url, JOBS_POLLING_SECONDS: '0.5' };
    const setup = await databases.open({ TELEGRAM_API_URL: telegram.url });
    const owner = await signUpWithWorkspace(setup);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Harbour' })).json()
      .agentCreated.ID as string;
    const connected = await owner.client.put(`/api/na/v2/agents/${agentId}/channels/telegram`, { botToken: BOT_TOKEN });
    expect(connected.statusCode).toBe(200);
    const secret = telegram.webhooks.get(BOT_TOKEN)?.secret_token ?? '';
    await setup.close();

    const updates: Update[] = [];
    for (let n = 0; n < CHATS * UPDATES_PER_CHAT; n++) {
      updates.push({ update_id: 5000 + n, chatId: 900 + (n % CHATS), text: `Message ${n}`, acknowledged: false });
    }
    const path = `/api/na/v2/agents/${agentId}/telegram-webhook`;
    let random = Math.random;
    const { server, seed } = await runCrashLoop({
      kills: CRASH_KILLS,
      killAfterMs: [200, 1200],
      env,
      load: (url, stopped) => deliverUpdates(url, path, secret, updates, stopped, random),
    });
    random = seededRandom(seed);
    const context = `CRASH_SEED=${seed}`;
    const repliesTo = (chatId: number) =>
      telegram.calls.filter(
        (call) => call.token === BOT_TOKEN && call.method === 'sendMessage' && call.params.chat_id === chatId,
      ).length;
    try {
      await deliverUpdates(server.url, path, secret, updates, () => false, random);
      expect(updates.every((update) => update.acknowledged)).toBe(true);
      // Every update is answered once the last process has worked through what was kept. Replies
      // alone cannot say so: an update whose process died after replying is answered again, so a
      // chat's count can be reached while its last update is still being worked on.
      await untilDone(async () =>
        Array.from({ length: CHATS }, (_, n) => repliesTo(900 + n)).every((count) => count >= UPDATES_PER_CHAT) &&
        (await inboxPending(server.url)) === 0
          ? true
          : undefined,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const check = await databases.open({ TELEGRAM_API_URL: telegram.url });
    try {
      const db = check.regions.db('na');
      const asked = await db
        .select({ content: messages.content })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.agentId, agentId));
      const visitorTexts = asked.map((row) => row.content).filter((text) => text.startsWith('Message '));
      expect(visitorTexts.length, context).toBe(updates.length);
      expect(new Set(visitorTexts).size, context).toBe(updates.length);
      // Nothing kept is left unprocessed.
      const kept = await db.select().from(webhookInbox).where(eq(webhookInbox.agentId, agentId));
      expect(
        kept.filter((row) => !row.processedAt),
        context,
      ).toEqual([]);
    } finally {
      await check.close();
    }
  });
});

/** The server's count of kept deliveries not processed yet, from its metrics. */
async function inboxPending(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  const pending = /^webhook_inbox_pending\{region="na"\} (\d+)$/m.exec(metrics)?.[1];
  if (pending === undefined) throw new Error('no webhook_inbox_pending metric');
  return Number(pending);
}
