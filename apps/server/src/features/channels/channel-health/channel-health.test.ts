import { RECONNECT_REASONS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useChatTestbed } from '../../../../test/chat-client.js';
import { type FakeTelegram, startFakeTelegram } from '../../../../test/fakes/telegram-server.js';
import { notificationEmailsSent } from '../../../../test/notification-emails.js';
import {
  channelHealth,
  dailyRuns,
  mailOutbox,
  productEvents,
  telegramBots,
} from '../../../platform/db/schema/index.js';
import { claimDailyRun } from '../../../platform/jobs/daily.js';
import { checkTelegramWebhooks } from './check-telegram-webhooks.js';
import { markReconnectNeeded } from './mark-reconnect-needed.js';

let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram({ allowHttpWebhooks: true });
});
afterAll(() => telegram.close());
const { bed, ownerWithAgent } = useChatTestbed(() => ({ TELEGRAM_API_URL: telegram.url }));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
let tokens = 0;
const newToken = () => `71${String(++tokens).padStart(8, '0')}:AAH-health_token_for_the_fake_${tokens}`;

async function ownerWithBot() {
  const owner = await ownerWithAgent({ withModel: false });
  const token = newToken();
  const res = await owner.client.put(`/api/na/v2/agents/${owner.agentId}/channels/telegram`, { botToken: token });
  expect(res.statusCode).toBe(200);
  return { owner, token };
}

const db = () => bed.app.regions.db('na');
const healthOf = (owner: Owner) => db().select().from(channelHealth).where(eq(channelHealth.agentId, owner.agentId));
const mailsTo = (email: string) => bed.app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const check = () => checkTelegramWebhooks(bed.app, 'na');

describe('channel health', () => {
  it('marks a Telegram bot whose webhook was removed, emails the workspace once, and clears on reconnecting', async () => {
    const { owner, token } = await ownerWithBot();
    await check();
    expect(await healthOf(owner)).toEqual([]);

    telegram.webhooks.delete(token);
    await check();
    await check();
    expect(await healthOf(owner)).toEqual([
      expect.objectContaining({ channel: 'telegram', reason: RECONNECT_REASONS.telegramWebhookUnset }),
    ]);
    await notificationEmailsSent(bed.app);
    const mails = await mailsTo(owner.email);
    const alerts = mails.filter((mail) => mail.subject.includes('Telegram - Reconnect needed'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(`/app/na/agents/${owner.agentId}/channels`);

    const again = await owner.client.put(`/api/na/v2/agents/${owner.agentId}/channels/telegram`, { botToken: token });
    expect(again.statusCode).toBe(200);
    expect(await healthOf(owner)).toEqual([]);
  });

  it("marks a bot Telegram failed to deliver to within the day, with Telegram's words, but not an older failure", async () => {
    const { owner, token } = await ownerWithBot();
    telegram.deliveryErrors.set(token, { date: Math.floor(Date.now() / 1000) - 3 * 24 * 3600, message: 'old' });
    await check();
    expect(await healthOf(owner)).toEqual([]);

    telegram.deliveryErrors.set(token, { date: Math.floor(Date.now() / 1000) - 60, message: 'Connection refused' });
    await check();
    expect((await healthOf(owner))[0]?.reason).toBe(RECONNECT_REASONS.telegramWebhookFailing('Connection refused'));
  });

  it('marks a bot whose token Telegram refuses', async () => {
    const { owner } = await ownerWithBot();
    await db()
      .update(telegramBots)
      .set({ botTokenEncrypted: bed.app.secretBox.seal('7100000999:refused-token-of-a-deleted-bot') })
      .where(eq(telegramBots.agentId, owner.agentId));
    await check();
    expect((await healthOf(owner))[0]?.reason).toBe(RECONNECT_REASONS.telegramTokenRefused);
  });

  it('emails only the members who take email', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const put = await owner.client.request({
      method: 'PUT',
      url: `/api/na/workspaces/${owner.uid}/members/me/notifications`,
      payload: { notifyThrough: 'push', notifyIf: 'all' },
    });
    expect(put.statusCode).toBe(200);
    await markReconnectNeeded(bed.app, 'na', { agentId: owner.agentId, channel: 'messenger', reason: 'expired' });
    expect(await healthOf(owner)).toHaveLength(1);
    await notificationEmailsSent(bed.app);
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject.includes('Reconnect needed'))).toEqual([]);
  });
});

describe('daily tasks', () => {
  it('run once a day however many processes ask at once', async () => {
    const name = `test-task-${Date.now()}`;
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDailyRun(bed.app.regions, 'na', name)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimDailyRun(bed.app.regions, 'na', name)).toBe(false);

    await db()
      .update(dailyRuns)
      .set({ lastRunAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(dailyRuns.name, name));
    expect(await claimDailyRun(bed.app.regions, 'na', name)).toBe(true);
    expect(await claimDailyRun(bed.app.regions, 'na', name)).toBe(false);
  });
});

describe('product events', () => {
  it("records a new channel connection with the agent's type for the events mechanism", async () => {
    const { owner } = await ownerWithBot();
    const events = await db()
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.workspaceUid, owner.uid), eq(productEvents.name, 'new_channel_connection')));
    expect(events.map((event) => event.payload)).toEqual([
      { agentId: owner.agentId, agentType: 'vg', channelType: 'telegram' },
    ]);
  });

  it("records channels_viewed when a member opens the Channels tab, and not for another workspace's agent", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const stranger = await ownerWithAgent({ withModel: false });
    expect((await owner.client.post(`/api/na/v2/agents/${owner.agentId}/channels/viewed`, {})).statusCode).toBe(204);
    expect((await stranger.client.post(`/api/na/v2/agents/${owner.agentId}/channels/viewed`, {})).statusCode).toBe(404);
    const viewed = await db()
      .select({ payload: productEvents.payload, workspaceUid: productEvents.workspaceUid })
      .from(productEvents)
      .where(eq(productEvents.name, 'channels_viewed'));
    expect(viewed.filter((event) => event.payload.agentId === owner.agentId)).toEqual([
      { payload: { agentId: owner.agentId }, workspaceUid: owner.uid },
    ]);
  });
});
