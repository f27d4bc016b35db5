import { describe, expect, it } from 'vitest';
import { contentHash } from './content-hash.js';

describe('contentHash', () => {
  it('is the same for the same text laid out differently', () => {
    const page = 'Opening hours\n\nMonday to Friday 7:00–18:00.\nClosed on Sundays.';
    expect(contentHash('  Opening hours\nMonday to Friday 7:00–18:00.  Closed on Sundays.\n')).toBe(contentHash(page));
    // The same letter written as one code point or as a letter and its accent.
    expect(contentHash('Caf\u00e9 au lait')).toBe(contentHash('Cafe\u0301 au lait'));
  });

  it('differs when a word differs', () => {
    expect(contentHash('Closed on Sundays.')).not.toBe(contentHash('Closed on Mondays.'));
    expect(contentHash('Closed on Sundays.')).not.toBe(contentHash('closed on Sundays.'));
  });
});
