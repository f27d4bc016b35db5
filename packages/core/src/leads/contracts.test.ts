import { describe, expect, it } from 'vitest';
import { csvCell, LEAD_NEEDS_CONTACT_MESSAGE, ZLeadSubmission } from './contracts.js';

describe('lead submission', () => {
  it('needs one way to reach the visitor, and checks the email and phone', () => {
    expect(ZLeadSubmission.safeParse({ name: ' Ada ' }).data).toEqual({ name: 'Ada' });
    const empty = ZLeadSubmission.safeParse({ name: ' ', email: '' });
    expect(empty.error?.issues[0]?.message).toBe(LEAD_NEEDS_CONTACT_MESSAGE);
    expect(ZLeadSubmission.safeParse({ email: 'not-an-email' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(ZLeadSubmission.safeParse({ phone: 'call me' }).success).toBe(false);
    expect(ZLeadSubmission.safeParse({ phone: '+1 (555) 010-2030' }).success).toBe(true);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell(null)).toBe('');
  });
});
