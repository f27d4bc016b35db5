import {
  CAMPAIGN_NO_CREDITS_REASON,
  CAMPAIGN_NO_OUTBOUND_CALLS,
  type CampaignContact,
  PHONE_CALL_CREDITS_PER_MINUTE,
} from '@agent-platform/core';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAKE_AVAILABLE_NUMBERS, type PlacedCall } from '../../../test/fakes/twilio-server.js';
import { usePhoneTestbed } from '../../../test/phone-testbed.js';
import { campaignContacts, creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { CAMPAIGN_QUEUE } from './run-campaign-step.js';

const { bed, fake, ownerWithAgent, ownerWithNumber, twilioPosts } = usePhoneTestbed();

let owners = 0;
/** Calls the test has played Twilio's part in, and how many each number got, across `playTwilio` runs. */
const handled = new Set<string>();
const callsTo = new Map<string, number>();

/** An owner on a paid plan whose agent has a number of its own (the fake sells four: each test releases its own). */
async function callingOwner() {
  const owner = await ownerWithNumber({ phoneNumber: FAKE_AVAILABLE_NUMBERS[owners++ % 4] });
  // Fifty two-minute calls take 5,000 credits.
  await bed.app.regions
    .db('na')
    .update(workspaces)
    .set({ plan: 'pro', loadTokens: 10_000 })
    .where(eq(workspaces.uid, owner.uid));
  return { ...owner, campaigns: `/api/na/workspaces/${owner.uid}/campaigns` };
}
type CallingOwner = Awaited<ReturnType<typeof callingOwner>>;
const release = (owner: CallingOwner) =>
  owner.client.delete(`/api/na/workspaces/${owner.uid}/twilio-numbers/${owner.numberId}`);

let people = 0;
const newPhone = () => `+1202555${String(5000 + (++people % 5000)).padStart(4, '0')}`;

async function voiceCampaign(owner: CallingOwner, contacts: string[], settings: Record<string, unknown> = {}) {
  const created = await owner.client.post(owner.campaigns, {
    name: 'Renewals',
    agentId: owner.agentId,
    kind: 'voice',
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], hoursFrom: '00:00', hoursTo: '23:59' },
    openingLine: 'Hi {name}, this is Helper about your {Plan} plan.',
    ...settings,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const csv = `name,phone,Plan\n${contacts.map((phone, n) => `Person ${n},${phone},Gold`).join('\n')}`;
  expect((await owner.client.post(`${owner.campaigns}/${id}/contacts/import`, { csv })).json().added).toBe(
    contacts.length,
  );
  return id;
}

const contactsOf = async (owner: CallingOwner, id: string): Promise<CampaignContact[]> =>
  (await owner.client.get(`${owner.campaigns}/${id}/contacts`)).json().contacts;

type Outcome = 'answer' | 'no-answer' | 'busy';

/**
 * Plays Twilio for the owner's calls until `done`: each new call is picked up (its Url asked for
 * TwiML, as Twilio does) or not, then ends a moment later with its final status. Counts the calls
 * in progress at once: a call counts from being placed until its end is reported.
 */
async function playTwilio(
  owner: CallingOwner,
  outcome: (to: string, attempt: number) => Outcome,
  done: () => Promise<boolean>,
) {
  const attempts = new Map<string, number>();
  const openings: string[] = [];
  const ends: Promise<unknown>[] = [];
  let active = 0;
  let most = 0;
  const end = async (call: PlacedCall, result: Outcome) => {
    // Long enough for every line to be taken before the first call ends.
    await new Promise((resolve) => setTimeout(resolve, 150));
    active--;
    await twilioPosts(owner.account.accountSid, call.statusCallback, {
      CallSid: call.sid,
      From: call.from,
      To: call.to,
      CallStatus: result === 'answer' ? 'completed' : result,
      CallDuration: result === 'answer' ? '65' : '0',
    });
  };
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the campaign did not finish');
    for (const call of fake.twilio.placed.filter((c) => c.from === owner.phoneNumber && !handled.has(c.sid))) {
      handled.add(call.sid);
      active++;
      most = Math.max(most, active);
      const attempt = (callsTo.get(call.to) ?? 0) + 1;
      callsTo.set(call.to, attempt);
      attempts.set(call.to, (attempts.get(call.to) ?? 0) + 1);
      const result = outcome(call.to, attempt);
      if (result === 'answer') {
        const answered = await twilioPosts(owner.account.accountSid, call.url, {
          CallSid: call.sid,
          From: call.from,
          To: call.to,
          Direction: 'outbound-api',
          CallStatus: 'in-progress',
        });
        openings.push(answered.body);
      }
      ends.push(end(call, result));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(ends);
  return { most, attempts, openings };
}

const finished = (owner: CallingOwner, id: string) => async () =>
  (await owner.client.get(`${owner.campaigns}/${id}`)).json().status === 'completed';

describe('a phone campaign', () => {
  it('calls 50 contacts on 3 lines, never more at once, opening with their line and charging each call’s minutes once', async () => {
    const owner = await callingOwner();
    const phones = Array.from({ length: 50 }, newPhone);
    const id = await voiceCampaign(owner, phones, { maxSimultaneous: 3 });
    const before = Number(
      (await bed.app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, owner.uid)))[0]?.loadTokens,
    );
    expect((await owner.client.post(`${owner.campaigns}/${id}/start`)).json().status).toBe('running');
    const played = await playTwilio(owner, () => 'answer', finished(owner, id));

    expect(played.most).toBe(3);
    expect([...played.attempts.values()].every((n) => n === 1)).toBe(true);
    expect(played.attempts.size).toBe(50);
    expect(played.openings[0]).toContain('<Say>Hi Person 0, this is Helper about your Gold plan.</Say>');
    const contacts = await contactsOf(owner, id);
    // 65 s is two billed minutes.
    const perCall = 2 * PHONE_CALL_CREDITS_PER_MINUTE;
    expect(contacts.map((c) => [c.state, c.attempts, c.durationSeconds, c.cost])).toEqual(
      phones.map(() => ['answered', 1, 65, perCall]),
    );
    expect(contacts.every((c) => c.conversationId)).toBe(true);
    const db = bed.app.regions.db('na');
    const charges = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, owner.uid), like(creditLedger.idempotencyKey, 'voice-call:%')));
    expect(charges).toHaveLength(50);
    const after = Number((await db.select().from(workspaces).where(eq(workspaces.uid, owner.uid)))[0]?.loadTokens);
    expect(before - after).toBe(50 * perCall);
    expect((await owner.client.get(`${owner.campaigns}/${id}`)).json()).toMatchObject({
      creditsSpent: 50 * perCall,
      totals: { answered: 50 },
    });
    await release(owner);
  });

  it('calls again after no answer or a busy line, as many times as set, and skips opted-out numbers', async () => {
    const owner = await callingOwner();
    const [answers, neverAnswers, busyThenAnswers, optedOut] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const created = await owner.client.post(owner.campaigns, {
      name: 'Retries',
      agentId: owner.agentId,
      kind: 'voice',
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], hoursFrom: '00:00', hoursTo: '23:59' },
      maxSimultaneous: 2,
      retries: { count: 1, spacingMinutes: 30 },
    });
    const id = created.json().id as string;
    await owner.client.post(`${owner.campaigns}/${id}/contacts/import`, {
      csv: `phone\n${[answers, neverAnswers, busyThenAnswers, optedOut].join('\n')}`,
    });
    // Put on the list after the import: the campaign still leaves the number out.
    await owner.client.post(`/api/na/workspaces/${owner.uid}/do-not-contact`, { phone: optedOut });
    const outcome = (to: string, attempt: number): Outcome =>
      to === neverAnswers ? 'no-answer' : to === busyThenAnswers && attempt === 1 ? 'busy' : 'answer';
    await owner.client.post(`${owner.campaigns}/${id}/start`);
    const db = bed.app.regions.db('na');
    const waiting = async () =>
      (await contactsOf(owner, id)).filter((c) => c.state === 'queued' && c.attempts === 1).length === 2;
    const first = await playTwilio(owner, outcome, waiting);
    expect([...first.attempts.keys()].sort()).toEqual([answers, neverAnswers, busyThenAnswers].sort());
    const queued = await db.select().from(campaignContacts).where(eq(campaignContacts.campaignId, id));
    for (const contact of queued.filter((c) => c.state === 'queued')) {
      const inMinutes = ((contact.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 60_000;
      expect(inMinutes).toBeGreaterThan(29);
      expect(inMinutes).toBeLessThanOrEqual(30);
    }
    // Half an hour later (moved forward here), the retries are called.
    await db.update(campaignContacts).set({ nextAttemptAt: new Date() }).where(eq(campaignContacts.campaignId, id));
    await bed.app.jobs.enqueue('na', CAMPAIGN_QUEUE, { campaignId: id });
    const second = await playTwilio(owner, outcome, finished(owner, id));
    expect([...second.attempts.keys()].sort()).toEqual([neverAnswers, busyThenAnswers].sort());
    const byPhone = new Map((await contactsOf(owner, id)).map((c) => [c.phone, c]));
    expect(byPhone.get(answers)).toMatchObject({ state: 'answered', attempts: 1 });
    expect(byPhone.get(neverAnswers)).toMatchObject({ state: 'no_answer', attempts: 2, cost: 0 });
    expect(byPhone.get(busyThenAnswers)).toMatchObject({ state: 'answered', attempts: 2 });
    expect(byPhone.get(optedOut)).toMatchObject({ state: 'opted_out', attempts: 0 });
    expect(fake.twilio.placed.filter((c) => c.to === optedOut)).toHaveLength(0);
    await release(owner);
  });

  it('puts a contact who asks on the call to be called no more on the do-not-contact list', async () => {
    const owner = await callingOwner();
    const phone = newPhone();
    const id = await voiceCampaign(owner, [phone]);
    await owner.client.post(`${owner.campaigns}/${id}/start`);
    let said = false;
    await playTwilio(
      owner,
      () => 'answer',
      async () => {
        const call = fake.twilio.placed.find((c) => c.to === phone);
        if (call && !said) {
          said = true;
          const twiml = (
            await twilioPosts(owner.account.accountSid, call.url, {
              CallSid: call.sid,
              From: call.from,
              To: call.to,
              Direction: 'outbound-api',
              CallStatus: 'in-progress',
            })
          ).body;
          const action = /<Gather\b[^>]*\baction="([^"]*)"/.exec(twiml)?.[1]?.replaceAll('&amp;', '&') ?? '';
          await twilioPosts(owner.account.accountSid, action, { CallSid: call.sid, SpeechResult: 'Stop calling me.' });
        }
        return finished(owner, id)();
      },
    );
    expect((await contactsOf(owner, id))[0]).toMatchObject({ state: 'opted_out', durationSeconds: 65 });
    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/do-not-contact`)).json().entries;
    expect(listed).toEqual([expect.objectContaining({ phone })]);
    await release(owner);
  });

  it('stops, with its reason, when the credits run out, and places no call without them', async () => {
    const owner = await callingOwner();
    const phones = [newPhone(), newPhone()];
    const id = await voiceCampaign(owner, phones);
    await bed.app.regions.db('na').update(workspaces).set({ loadTokens: 0 }).where(eq(workspaces.uid, owner.uid));
    await owner.client.post(`${owner.campaigns}/${id}/start`);
    const campaignNow = async () => (await owner.client.get(`${owner.campaigns}/${id}`)).json();
    await expect.poll(async () => (await campaignNow()).status, { timeout: 15_000 }).not.toBe('running');
    expect(await campaignNow()).toMatchObject({ status: 'paused', stoppedReason: CAMPAIGN_NO_CREDITS_REASON });
    expect(fake.twilio.placed.filter((call) => phones.includes(call.to))).toHaveLength(0);
    await release(owner);
  });

  it('is refused on the Free plan, which has no outbound calls', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const all = `/api/na/workspaces/${owner.uid}/campaigns`;
    const id = (await owner.client.post(all, { name: 'Free', agentId: owner.agentId, kind: 'voice' })).json().id;
    await owner.client.post(`${all}/${id}/contacts/import`, { csv: `phone\n${newPhone()}` });
    const refused = await owner.client.post(`${all}/${id}/start`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CAMPAIGN_NO_OUTBOUND_CALLS);
  });
});
