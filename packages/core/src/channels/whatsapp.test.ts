import { describe, expect, it } from 'vitest';
import {
  WA_TEMPLATE_INVALID,
  WA_TEST_COUNTRY_CODE,
  WA_TEST_MESSAGE_REQUIRED,
  WA_TEST_NUMBER_REQUIRED,
  ZWaTemplateDraft,
  ZWaTestMessageBody,
} from './whatsapp.js';

const firstProblem = (body: object) => ZWaTestMessageBody.safeParse(body).error?.issues[0]?.message;

describe("the 'Send Test Message' form", () => {
  it("asks, in the spec's order, for a number and its id, then the country code, then the message", () => {
    expect(firstProblem({ phoneId: '', to: '', message: '' })).toBe(WA_TEST_NUMBER_REQUIRED);
    expect(firstProblem({ phoneId: '1234', to: '', message: 'Hi' })).toBe(WA_TEST_NUMBER_REQUIRED);
    expect(firstProblem({ phoneId: 'not-an-id', to: '+15550001111', message: 'Hi' })).toBe(WA_TEST_NUMBER_REQUIRED);
    expect(firstProblem({ phoneId: '1234', to: '15550001111', message: '' })).toBe(WA_TEST_COUNTRY_CODE);
    expect(firstProblem({ phoneId: '1234', to: '+15550001111', message: '   ' })).toBe(WA_TEST_MESSAGE_REQUIRED);
  });

  it('sends the number as WhatsApp addresses it: digits only', () => {
    expect(ZWaTestMessageBody.parse({ phoneId: '1234', to: '+1 (555) 000-1111', message: ' Hi ' })).toEqual({
      phoneId: '1234',
      to: '15550001111',
      message: 'Hi',
    });
  });
});

describe('the template draft', () => {
  it('lowercases the name with underscores for spaces, and defaults to en and UTILITY', () => {
    expect(ZWaTemplateDraft.parse({ name: ' Order  Update ', bodyText: 'Shipped.' })).toEqual({
      name: 'order_update',
      language: 'en',
      category: 'UTILITY',
      bodyText: 'Shipped.',
    });
  });

  it("gives 'Invalid template info' for anything the schema refuses", () => {
    for (const draft of [
      { name: '', bodyText: 'x' },
      { name: 'ok', bodyText: '' },
      { name: 'Café menu', bodyText: 'x' },
      { name: 'ok', bodyText: 'x', category: 'OTHER' },
      { name: 'ok', bodyText: 'x', language: 'klingon' },
      { bodyText: 'x' },
    ]) {
      expect(ZWaTemplateDraft.safeParse(draft).error?.issues[0]?.message).toBe(WA_TEMPLATE_INVALID);
    }
  });
});
