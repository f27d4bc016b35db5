import { LOW_CREDITS_LINE, type Notification } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { chargeCredits } from './charge-credits.js';
import { grantCredits } from './grant-credits.js';
import { LOW_CREDITS_TITLE, tellIfCreditsLow } from './tell-if-credits-low.js';

// A receiver on this machine that takes every event posted to it.
const received: { path: string; body: string }[] = [];
let receiverBase = '';
beforeAll(async () => {
  const { server, port } = await startLocalServer((req, res, body) => {
    received.push({ path: req.url ?? '', body });
    res.end('ok');
  });
  receiverBase = `http://127.0.0.1:${port}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
});

const { bed, ownerWithAgent, startChat, send, sendAsMember } = useChatTestbed(() => ({
  EGRESS_ALLOW: receiverBase.replace('http://', ''),
}));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

/** The owner's workspace sends `credits_low` to its own path on the receiver. */
async function subscribe(owner: Owner): Promise<string> {
  const path = `/credits/${owner.uid}`;
  const saved = await owner.client.put(`/api/na/workspaces/${owner.uid}/event-settings`, {
    endpoint: `${receiverBase}${path}`,
    subscribedEvents: ['credits_low'],
  });
  expect(saved.statusCode).toBe(200);
  return path;
}

const setBalance = (uid: string, balance: number) =>
  bed.app.regions.db('na').update(workspaces).set({ loadTokens: balance }).where(eq(workspaces.uid, uid));
const lowCreditNotifications = async (owner: Owner): Promise<Notification[]> =>
  (await owner.client.get(`/api/na/workspaces/${owner.uid}/notifications`))
    .json()
    .notifications.filter((n: Notification) => n.source === 'lowCredits');
const loggedDeliveries = async (owner: Owner): Promise<{ type: string }[]> =>
  (await owner.client.get(`/api/na/workspaces/${owner.uid}/event-deliveries`)).json().deliveries;
const receivedAt = (path: string) => received.filter((request) => request.path === path);

/** A charge as the callers make it: committed first, then told. */
async function charge(uid: string, credits: number, key: string) {
  const result = await chargeCredits(bed.app.regions, 'na', {
    workspaceUid: uid,
    credits,
    idempotencyKey: `${key}:${uid}`,
    reason: 'agent-reply',
    causedBy: 'agent',
  });
  await tellIfCreditsLow(bed.app, 'na', uid, result);
}

describe('low credits', () => {
  it('an answer that takes the balance below 500 credits notifies the workspace and sends credits_low, once', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const path = await subscribe(owner);
    // Price one answer, then stand exactly on the line: the next answer crosses it.
    const priced = await sendAsMember(owner, await startChat(owner.agentId), { messageId: 'price', text: 'Hi' });
    const price = parseEvents(priced.payload).at(-1)?.data.credits as number;
    expect(price).toBeGreaterThan(0);
    expect(await lowCreditNotifications(owner)).toEqual([]);
    await setBalance(owner.uid, LOW_CREDITS_LINE);

    const chat = await startChat(owner.agentId);
    const crossing = await send(chat, { messageId: 'm1', text: 'Hello there' });
    expect(parseEvents(crossing.payload).at(-1)?.event).toBe('done');

    const notifications = await lowCreditNotifications(owner);
    expect(notifications).toEqual([
      expect.objectContaining({ level: 2, title: LOW_CREDITS_TITLE, urlPathname: '/account/billing' }),
    ]);
    expect(notifications[0]?.body).toMatch(/^This workspace has [\d.,]+ credits left\./);
    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(1), { timeout: 20_000 });
    const event = JSON.parse(receivedAt(path)[0]!.body);
    expect(event).toMatchObject({
      type: 'credits_low',
      payload: { threshold: LOW_CREDITS_LINE, balance: expect.any(Number) },
    });
    expect(event.payload.balance).toBeLessThan(LOW_CREDITS_LINE);

    // The next answer starts below the line: nothing more. The delivery is logged before the answer ends.
    const below = await send(chat, { messageId: 'm2', text: 'And again' });
    expect(parseEvents(below.payload).at(-1)?.event).toBe('done');
    expect(await lowCreditNotifications(owner)).toHaveLength(1);
    expect((await loggedDeliveries(owner)).map((d) => d.type)).toEqual(['credits_low']);
  });

  it('tells again after a top-up above the line and a new crossing', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const path = await subscribe(owner);
    await setBalance(owner.uid, 600);
    await charge(owner.uid, 200, 'first');
    await charge(owner.uid, 100, 'still-low');
    expect(await lowCreditNotifications(owner)).toHaveLength(1);

    await grantCredits(bed.app.regions.db('na'), {
      workspaceUid: owner.uid,
      credits: 1000,
      reason: 'purchase',
      idempotencyKey: `purchase:${owner.uid}`,
    });
    await charge(owner.uid, 900, 'second');
    expect(await lowCreditNotifications(owner)).toHaveLength(2);
    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(2), { timeout: 20_000 });
    expect(receivedAt(path).map((r) => JSON.parse(r.body).payload.balance)).toEqual([400, 400]);
  });

  it('tells nothing for a charge that stays at or above the line, or one already below it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await subscribe(owner);
    await setBalance(owner.uid, 2000);
    await charge(owner.uid, 1500, 'to-the-line');
    await setBalance(owner.uid, 400);
    await charge(owner.uid, 100, 'below');
    expect(await lowCreditNotifications(owner)).toEqual([]);
    // Deliveries are logged before a charge's telling ends: none was.
    expect(await loggedDeliveries(owner)).toEqual([]);
  });
});
