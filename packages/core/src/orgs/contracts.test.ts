import { describe, expect, it } from 'vitest';
import { ZClientCreateBody, ZClientUpdateBody } from '../clients/contracts.js';
import { ZOrgCreateBody, ZOrgCreditTransferBody, ZOrgParams, ZOrgSettings, ZOrgUpdateBody } from './contracts.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('organisation contracts', () => {
  it("starts a new organisation as 'New Organization' and refuses an empty name in the spec's words", () => {
    expect(ZOrgCreateBody.parse({})).toMatchObject({ name: 'New Organization', settings: { allowedSettings: [] } });
    expect(messages(ZOrgCreateBody.safeParse({ name: '   ' }))).toEqual(['Organization name is required.']);
    expect(messages(ZOrgUpdateBody.safeParse({ name: '' }))).toEqual(['Organization name is required.']);
    expect(messages(ZOrgParams.safeParse({ region: 'na', uid: 'w1', orgId: '' }))).toEqual([
      'Organization ID is missing. Please try again or contact support.',
    ]);
  });

  it('keeps the disabled-access message to 1024 characters and allowedSettings to real settings', () => {
    expect(ZOrgSettings.safeParse({ disableClientAccessMessage: 'x'.repeat(1024) }).success).toBe(true);
    expect(messages(ZOrgSettings.safeParse({ disableClientAccessMessage: 'x'.repeat(1025) }))).toEqual([
      'The message can be at most 1024 characters.',
    ]);
    expect(ZOrgSettings.parse({ allowedSettings: ['core.title', 'core.title'] }).allowedSettings).toEqual([
      'core.title',
    ]);
    expect(ZOrgSettings.safeParse({ allowedSettings: ['core.nonsense'] }).success).toBe(false);
  });

  it('takes tab names with or without the slash for the tab order, and refuses unknown tabs', () => {
    expect(ZOrgCreateBody.parse({ defaultClientTabOrder: ['/convos', 'home'] }).defaultClientTabOrder).toEqual([
      'convos',
      'home',
    ]);
    expect(ZOrgCreateBody.safeParse({ defaultClientTabOrder: ['tools'] }).success).toBe(false);
    expect(ZOrgCreateBody.safeParse({ defaultClientAccess: ['/tools'] }).success).toBe(false);
  });

  it("refuses a transfer amount that is not a positive number in the spec's words", () => {
    for (const amount of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5'])
      expect(messages(ZOrgCreditTransferBody.safeParse({ direction: 'toOrg', amount }))).toEqual([
        'Please enter a valid amount to transfer.',
      ]);
    expect(ZOrgCreditTransferBody.parse({ direction: 'toWorkspace', amount: 2.5 }).amount).toBe(2.5);
  });
});

describe('client contracts', () => {
  it('saves the email trimmed and lower-cased', () => {
    expect(ZClientCreateBody.parse({ name: ' Ann ', email: '  Ann@Example.COM ' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it('asks to fill out all fields when the name or the email is missing or empty', () => {
    for (const body of [{}, { name: 'Ann' }, { email: 'ann@example.com' }, { name: ' ', email: 'ann@example.com' }])
      expect(messages(ZClientCreateBody.safeParse(body))).toContain('Please fill out all fields.');
    expect(messages(ZClientUpdateBody.safeParse({ email: '' }))).toEqual(['Please fill out all fields.']);
  });
});
