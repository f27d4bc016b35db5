import { CALL_LINES_BUSY_MESSAGE, FREE_PLAN_LIMITS, PHONE_CALL_CREDITS_PER_MINUTE } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAKE_AVAILABLE_NUMBERS } from '../../../../test/fakes/twilio-server.js';
import { attribute, usePhoneTestbed } from '../../../../test/phone-testbed.js';
import { creditLedger, phoneCalls } from '../../../platform/db/schema/index.js';

const { bed, fake, ownerWithNumber, twilioPosts, dial, balanceOf } = usePhoneTestbed();

type Owner = Awaited<ReturnType<typeof ownerWithNumber>>;
let numbers = 0;
/** Each test buys its own number, so the fake's stock of four lasts: released ones go back on sale. */
async function phoneOwner(options: Parameters<typeof ownerWithNumber>[0] = {}) {
  const owner = await ownerWithNumber({ ...options, phoneNumber: FAKE_AVAILABLE_NUMBERS[numbers++ % 4] });
  return owner;
}
async function releaseAll(owner: Owner) {
  await owner.client.delete(`/api/na/workspaces/${owner.uid}/twilio-numbers/${owner.numberId}`);
}

/** The caller says something in the turn the TwiML listens for. */
const say = (owner: Owner, twiml: string, callSid: string, speech: string) =>
  twilioPosts(owner.account.accountSid, attribute(twiml, 'Gather', 'action'), {
    CallSid: callSid,
    From: '+15557770000',
    To: owner.phoneNumber,
    SpeechResult: speech,
    Confidence: '0.92',
  });

const hangUp = (owner: Owner, call: { callSid: string; statusCallback: string }, seconds: number) =>
  twilioPosts(owner.account.accountSid, call.statusCallback, {
    CallSid: call.callSid,
    CallStatus: 'completed',
    CallDuration: String(seconds),
    From: '+15557770000',
    To: owner.phoneNumber,
  });

describe('phone calls to an agent’s number', () => {
  it('greets, listens for speech, answers what was said with the engine, and shows the call in Chats', async () => {
    const owner = await phoneOwner();
    await owner.updateAgent({ vg_initMessages: ['Hi, you reached Helper.'] });
    const call = await dial(owner);
    expect(call.res.statusCode).toBe(200);
    expect(call.res.headers['content-type']).toContain('text/xml');
    expect(call.twiml).toContain('<Gather input="speech"');
    expect(call.twiml).toContain('<Say>Hi, you reached Helper.</Say>');
    const action = attribute(call.twiml, 'Gather', 'action');
    expect(action).toBe(`${bed.app.config.publicUrl}/api/na/twilio/voice/${owner.numberId}/speech?turn=1`);

    const reply = await say(owner, call.twiml, call.callSid, 'Do you open on Sundays?');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<Say>Hello from the test model. You said: Do you open on Sundays?</Say>');
    expect(reply.body).toContain('<Gather input="speech"');
    expect(attribute(reply.body, 'Gather', 'action')).toMatch(/\?turn=2$/);
    // The reply is spoken whole, so the model was asked for it whole, not streamed.
    const modelCalls = () => bed.llm.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(modelCalls().at(-1)?.body?.stream === true).toBe(false);
    // Twilio posting the same turn again gets the same answer, asked of the model once.
    const asked = modelCalls().length;
    const again = await say(owner, call.twiml, call.callSid, 'Do you open on Sundays?');
    expect(again.body).toBe(reply.body);
    expect(modelCalls().length).toBe(asked);

    expect((await hangUp(owner, call, 42)).statusCode).toBe(204);
    const list = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations?channel=voice`)).json();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({ channel: 'voice', ended: true });
    const transcript = (
      await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${list.conversations[0].id}`)
    ).json();
    expect(transcript.messages.map((m: { content: string }) => m.content)).toEqual([
      'Hi, you reached Helper.',
      'Do you open on Sundays?',
      'Hello from the test model. You said: Do you open on Sundays?',
    ]);
    await releaseAll(owner);
  });

  it('refuses a request without a valid X-Twilio-Signature with 403, and answers nothing', async () => {
    const owner = await phoneOwner();
    const number = [...fake.twilio.numbers.values()].find((n) => n.phoneNumber === owner.phoneNumber);
    if (!number) throw new Error('no number at Twilio');
    const params = {
      CallSid: `CA${'9'.repeat(32)}`,
      From: '+15550001111',
      To: owner.phoneNumber,
      Direction: 'inbound',
    };
    const forged = await twilioPosts(owner.account.accountSid, number.voiceUrl, params, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('<Gather');
    const unsigned = await bed.app.inject({
      method: 'POST',
      url: number.voiceUrl.slice(bed.app.config.publicUrl.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ AccountSid: owner.account.accountSid, ...params }).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed for another address (a replay to another number) does not pass either.
    const replayed = fake.twilio.signedWebhook(owner.account.accountSid, `${number.voiceUrl}x`, params);
    const moved = await bed.app.inject({
      method: 'POST',
      url: number.voiceUrl.slice(bed.app.config.publicUrl.length),
      headers: replayed.headers,
      payload: replayed.body,
    });
    expect(moved.statusCode).toBe(403);
    const rows = await bed.app.regions.db('na').select().from(phoneCalls).where(eq(phoneCalls.workspaceUid, owner.uid));
    expect(rows).toEqual([]);
    await releaseAll(owner);
  });

  it('gives the 11th concurrent call on the free plan the busy message, and frees a line on hang-up', async () => {
    const owner = await phoneOwner();
    expect(FREE_PLAN_LIMITS.maxConcurrentCalls).toBe(10);
    const open = [];
    for (let i = 0; i < 10; i++) {
      const call = await dial(owner, `+1555000${String(i).padStart(4, '0')}`);
      expect(call.twiml).toContain('<Gather input="speech"');
      open.push(call);
    }
    const eleventh = await dial(owner, '+15550009999');
    expect(eleventh.res.statusCode).toBe(200);
    expect(eleventh.twiml).toContain(`<Say>${CALL_LINES_BUSY_MESSAGE}</Say><Hangup/>`);
    expect(eleventh.twiml).not.toContain('<Gather');

    const first = open[0];
    if (!first) throw new Error('no first call');
    await hangUp(owner, first, 5);
    const twelfth = await dial(owner, '+15550008888');
    expect(twelfth.twiml).toContain('<Gather input="speech"');
    await releaseAll(owner);
  });

  it('charges the minutes once per call in the credit log, however often Twilio reports the hang-up', async () => {
    const owner = await phoneOwner();
    const call = await dial(owner);
    const before = await balanceOf(owner.uid);
    for (let attempt = 0; attempt < 3; attempt++) expect((await hangUp(owner, call, 61)).statusCode).toBe(204);
    const charges = await bed.app.regions
      .db('na')
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, owner.uid), eq(creditLedger.reason, 'phone-call')));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      delta: -2 * PHONE_CALL_CREDITS_PER_MINUTE,
      idempotencyKey: `voice-call:${call.callSid}`,
      agentId: owner.agentId,
      logMessage: 'Phone call, 2 min',
    });
    expect(await balanceOf(owner.uid)).toBe(before - 2 * PHONE_CALL_CREDITS_PER_MINUTE);
    // After hang-up the call's conversation takes no more speech.
    const late = await say(owner, call.twiml, call.callSid, 'Hello?');
    expect(late.body).toContain('<Hangup/>');
    await releaseAll(owner);
  });

  it('asks Twilio to record when the agent records calls, and shows the recording in Chats', async () => {
    const owner = await phoneOwner();
    const { agent } = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}`)).json();
    await owner.updateAgent({
      voiceConfig: { ...agent.voiceConfig, config: { ...agent.voiceConfig.config, recordAudio: true } },
    });
    const call = await dial(owner);
    expect(call.twiml).toContain('<Start><Recording');
    const callback = attribute(call.twiml, 'Recording', 'recordingStatusCallback');
    expect(callback).toBe(`${bed.app.config.publicUrl}/api/na/twilio/voice/${owner.numberId}/recording`);
    const recordingUrl = `https://api.twilio.com/2010-04-01/Accounts/${owner.account.accountSid}/Recordings/RE${'3'.repeat(32)}`;
    const reported = await twilioPosts(owner.account.accountSid, callback, {
      CallSid: call.callSid,
      RecordingSid: `RE${'3'.repeat(32)}`,
      RecordingUrl: recordingUrl,
      RecordingStatus: 'completed',
      RecordingDuration: '12',
    });
    expect(reported.statusCode).toBe(204);
    const list = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations?channel=voice`)).json();
    const transcript = (
      await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${list.conversations[0].id}`)
    ).json();
    expect(transcript.recordingUrl).toBe(`${recordingUrl}.mp3`);
    await releaseAll(owner);
  });

  it('places the Test call from the agent’s number through Twilio, and the answered call runs as any other', async () => {
    const owner = await phoneOwner();
    const placed = await owner.client.post(`/api/na/v2/agents/${owner.agentId}/voice/test-call`, {
      to: '+15558675309',
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ from: owner.phoneNumber, to: '+15558675309' });
    const request = [...fake.twilio.calls].reverse().find((c) => c.path.endsWith('/Calls.json'));
    expect(request?.params).toMatchObject({
      To: '+15558675309',
      From: owner.phoneNumber,
      Url: `${bed.app.config.publicUrl}/api/na/twilio/voice/${owner.numberId}/call`,
      StatusCallback: `${bed.app.config.publicUrl}/api/na/twilio/voice/${owner.numberId}/status`,
    });
    const bad = await owner.client.post(`/api/na/v2/agents/${owner.agentId}/voice/test-call`, { to: '555' });
    expect(bad.statusCode).toBe(400);
    await releaseAll(owner);
    const none = await owner.client.post(`/api/na/v2/agents/${owner.agentId}/voice/test-call`, { to: '+15558675309' });
    expect(none.json().error.message).toBe('Assign a phone number to this agent first (Phone numbers).');
  });
});
