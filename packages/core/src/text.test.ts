import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFreeText, freeText, isUnstorableText, nameText, recordId } from './text.js';

describe('text PostgreSQL can store', () => {
  it('cleans any free text into text PostgreSQL stores, keeping whole emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(isUnstorableText(cleanFreeText(text))).toBe(false);
      }),
    );
    expect(cleanFreeText('hi\u0000there 😀 \uD83D!')).toBe('hithere 😀 \uFFFD!');
  });

  it('refuses a name with a control, direction or broken character, in words', () => {
    const name = nameText('Agent name').trim().min(1);
    expect(name.safeParse('Support 😀').success).toBe(true);
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'Agent name cannot contain hidden control characters.',
    );
    expect(name.safeParse('\uDC00').error?.issues[0]?.message).toBe(
      'Agent name contains a broken character (half of an emoji or symbol). Please type it again.',
    );
    expect(name.safeParse('a\u2066b').error?.issues[0]?.message).toBe(
      'Agent name cannot contain characters that change the direction of the text.',
    );
  });

  it('asks for the text again when nothing is left of it once cleaned', () => {
    const message = freeText().trim().min(1, 'Please enter a message.');
    expect(message.safeParse('\u0000 \u0000').error?.issues[0]?.message).toBe('Please enter a message.');
  });

  it('refuses an id PostgreSQL could not look up', () => {
    expect(recordId().safeParse('abc123').success).toBe(true);
    expect(recordId().safeParse('abc\u0000').error?.issues[0]?.message).toBe('The id is not valid.');
  });
});
