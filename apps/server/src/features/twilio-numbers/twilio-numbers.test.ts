import { NO_PHONE_SLOTS_FREE_PLAN, TWILIO_CREDENTIALS_MISSING } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FAKE_AVAILABLE_NUMBERS,
  FAKE_TWILIO_ACCOUNT,
  OTHER_TWILIO_ACCOUNT,
} from '../../../test/fakes/twilio-server.js';
import { usePhoneTestbed } from '../../../test/phone-testbed.js';
import { twilioAccounts } from '../../platform/db/schema/index.js';

const { bed, fake, ownerWithAgent, ownerWithNumber, saveCredentials, setPhoneSlots, numbersPath } = usePhoneTestbed();

const credentialsPath = (uid: string) => `/api/na/workspaces/${uid}/twilio-credentials`;

describe('Twilio credentials on the Credentials page', () => {
  it('are kept sealed, never answered, and tested by fetching the account through Twilio', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    expect((await owner.client.get(credentialsPath(owner.uid))).json()).toEqual({ credentials: null });
    await saveCredentials(owner);
    const shown = await owner.client.get(credentialsPath(owner.uid));
    expect(shown.json().credentials).toMatchObject({
      accountSid: FAKE_TWILIO_ACCOUNT.accountSid,
      authTokenHint: '0001',
    });
    expect(shown.body).not.toContain(FAKE_TWILIO_ACCOUNT.authToken);
    const [stored] = await bed.app.regions
      .db('na')
      .select()
      .from(twilioAccounts)
      .where(eq(twilioAccounts.workspaceUid, owner.uid));
    expect(stored?.authTokenEncrypted).not.toContain(FAKE_TWILIO_ACCOUNT.authToken);

    const from = fake.twilio.calls.length;
    const test = await owner.client.post(`${credentialsPath(owner.uid)}/test`);
    expect(test.json()).toEqual({ ok: true, friendlyName: 'Fake Twilio account', status: 'active' });
    expect(fake.twilio.calls.slice(from)).toMatchObject([
      { method: 'GET', path: `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT.accountSid}.json` },
    ]);

    await owner.client.put(credentialsPath(owner.uid), {
      ...FAKE_TWILIO_ACCOUNT,
      authToken: 'a_wrong_token_for_twilio',
    });
    const refused = await owner.client.post(`${credentialsPath(owner.uid)}/test`);
    expect(refused.json()).toEqual({
      ok: false,
      error: 'Twilio refused the credentials: the Account SID or Auth Token is wrong.',
    });

    const malformed = await owner.client.put(credentialsPath(owner.uid), { accountSid: 'nope', authToken: 'x' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the /twilio-numbers page', () => {
  it('lists, buys (webhooks pointed here), assigns and releases numbers, through the SDK against Twilio’s paths', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const before = await owner.client.get(`${numbersPath(owner)}/available`);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe(TWILIO_CREDENTIALS_MISSING);

    await saveCredentials(owner, OTHER_TWILIO_ACCOUNT);
    await setPhoneSlots(owner.uid, 2);
    const available = (await owner.client.get(`${numbersPath(owner)}/available`)).json().available;
    expect(available[0]).toEqual({ number: FAKE_AVAILABLE_NUMBERS[0], friendlyName: '(500) 555-0101' });

    const from = fake.twilio.calls.length;
    const bought = await owner.client.post(numbersPath(owner), { number: FAKE_AVAILABLE_NUMBERS[1] });
    expect(bought.statusCode).toBe(201);
    const number = bought.json();
    expect(number).toMatchObject({ number: FAKE_AVAILABLE_NUMBERS[1], friendlyName: '(500) 555-0102', agentId: null });
    const [purchase] = fake.twilio.calls.slice(from);
    expect(purchase).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${OTHER_TWILIO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json`,
      params: {
        PhoneNumber: FAKE_AVAILABLE_NUMBERS[1],
        VoiceUrl: `${bed.app.config.publicUrl}/api/na/twilio/voice/${number.id}/call`,
        VoiceMethod: 'POST',
        StatusCallback: `${bed.app.config.publicUrl}/api/na/twilio/voice/${number.id}/status`,
      },
    });
    // Bought numbers are no longer offered.
    const after = (await owner.client.get(`${numbersPath(owner)}/available`)).json().available;
    expect(after.map((offer: { number: string }) => offer.number)).not.toContain(FAKE_AVAILABLE_NUMBERS[1]);

    const assigned = await owner.client.request({
      method: 'PATCH',
      url: `${numbersPath(owner)}/${number.id}`,
      payload: { agentId: owner.agentId },
    });
    expect(assigned.json()).toMatchObject({ agentId: owner.agentId });
    const listed = (await owner.client.get(numbersPath(owner))).json();
    expect(listed).toMatchObject({
      numbers: [{ id: number.id, number: FAKE_AVAILABLE_NUMBERS[1], agentId: owner.agentId }],
      slots: { total: 2, used: 1 },
      hasCredentials: true,
    });
    const channels = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json();
    expect(channels.voiceActive).toBe(true);

    const released = await owner.client.delete(`${numbersPath(owner)}/${number.id}`);
    expect(released.statusCode).toBe(204);
    const sid = purchase ? [...fake.twilio.calls].reverse().find((call) => call.method === 'DELETE')?.path : undefined;
    expect(sid).toMatch(
      new RegExp(`/Accounts/${OTHER_TWILIO_ACCOUNT.accountSid}/IncomingPhoneNumbers/PN[0-9a-f]{32}\\.json$`),
    );
    const afterRelease = (await owner.client.get(numbersPath(owner))).json();
    // Released early, the number keeps its slot until the billing cycle ends.
    expect(afterRelease).toMatchObject({ numbers: [], slots: { total: 2, used: 1 } });
    expect((await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json().voiceActive).toBe(false);
  });

  it('refuses a purchase on the free plan (no phone slots) before asking Twilio, and when the slots are used', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await saveCredentials(owner);
    const from = fake.twilio.calls.length;
    const refused = await owner.client.post(numbersPath(owner), { number: FAKE_AVAILABLE_NUMBERS[2] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NO_PHONE_SLOTS_FREE_PLAN);
    expect(fake.twilio.calls.length).toBe(from);

    await setPhoneSlots(owner.uid, 1);
    expect((await owner.client.post(numbersPath(owner), { number: FAKE_AVAILABLE_NUMBERS[2] })).statusCode).toBe(201);
    const full = await owner.client.post(numbersPath(owner), { number: FAKE_AVAILABLE_NUMBERS[3] });
    expect(full.statusCode).toBe(403);
    expect(full.json().error.message).toBe(
      'All 1 phone number slot of your plan are used this billing cycle. Add a phone number slot to buy another.',
    );
  });

  it('says so when Twilio no longer has the number, and gives the slot back', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await saveCredentials(owner);
    await setPhoneSlots(owner.uid, 1);
    const gone = await owner.client.post(numbersPath(owner), { number: '+15005559999' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().error.message).toBe('This number is no longer available. Please choose another.');
    expect((await owner.client.get(numbersPath(owner))).json().slots).toEqual({ total: 1, used: 0 });
  });

  it("keeps another workspace's numbers out of reach (404), and its agents out of assignment", async () => {
    const holder = await ownerWithNumber({ phoneNumber: FAKE_AVAILABLE_NUMBERS[3] });
    const other = await ownerWithAgent({ withModel: false });
    const theirs = `/api/na/workspaces/${other.uid}/twilio-numbers/${holder.numberId}`;
    expect(
      (await other.client.request({ method: 'PATCH', url: theirs, payload: { agentId: other.agentId } })).statusCode,
    ).toBe(404);
    expect((await other.client.delete(theirs)).statusCode).toBe(404);
    expect((await other.client.get(`/api/na/workspaces/${other.uid}/twilio-numbers`)).json().numbers).toEqual([]);
    const intoOther = await holder.client.request({
      method: 'PATCH',
      url: `${numbersPath(holder)}/${holder.numberId}`,
      payload: { agentId: other.agentId },
    });
    expect(intoOther.statusCode).toBe(404);
    // Another member's workspace path is refused outright.
    expect((await other.client.get(numbersPath(holder))).statusCode).toBe(404);
  });
});
