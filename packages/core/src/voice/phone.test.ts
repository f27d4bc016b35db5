import { describe, expect, it } from 'vitest';
import { isChannelActive } from '../channels/channels.js';
import { PHONE_CALL_CREDITS_PER_MINUTE, phoneCallCost, ZPhoneNumber, ZSaveTwilioCredentialsBody } from './phone.js';

describe('phone calls', () => {
  it('charge every started minute', () => {
    expect(phoneCallCost(0)).toEqual({ minutes: 0, credits: 0 });
    expect(phoneCallCost(1)).toEqual({ minutes: 1, credits: PHONE_CALL_CREDITS_PER_MINUTE });
    expect(phoneCallCost(60).credits).toBe(PHONE_CALL_CREDITS_PER_MINUTE);
    expect(phoneCallCost(61)).toEqual({ minutes: 2, credits: 2 * PHONE_CALL_CREDITS_PER_MINUTE });
  });

  it('take numbers in international format only', () => {
    expect(ZPhoneNumber.parse(' +14155550100 ')).toBe('+14155550100');
    expect(ZPhoneNumber.safeParse('4155550100').success).toBe(false);
    expect(ZPhoneNumber.safeParse('+0123456789').success).toBe(false);
  });

  it('take a Twilio Account SID as Twilio writes it', () => {
    const token = 'a'.repeat(32);
    expect(ZSaveTwilioCredentialsBody.safeParse({ accountSid: `AC${'0'.repeat(32)}`, authToken: token }).success).toBe(
      true,
    );
    expect(ZSaveTwilioCredentialsBody.safeParse({ accountSid: `SK${'0'.repeat(32)}`, authToken: token }).success).toBe(
      false,
    );
  });

  it('turn the voice card Active when the agent has a number', () => {
    const facts = { agent: {}, telegramBots: 0, waNumbers: 0, discordWebhookUrls: [], metaPages: [] };
    expect(isChannelActive('voice', facts)).toBe(false);
    expect(isChannelActive('voice', { ...facts, phoneNumbers: 1 })).toBe(true);
  });
});
