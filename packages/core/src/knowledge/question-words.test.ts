import { describe, expect, it } from 'vitest';
import { withPageWords } from './question-words.js';

describe("a question in the page's words", () => {
  it('adds the word a page uses for what is asked, once', () => {
    expect(withPageWords('Where are you located?')).toBe('Where are you located? address');
    expect(withPageWords('Which location has a telephone? Any location?')).toBe(
      'Which location has a telephone? Any location? address phone',
    );
  });

  it('adds the words a price list or a rental page uses', () => {
    expect(withPageWords('Can I hire a bike? What does it cost?')).toBe(
      'Can I hire a bike? What does it cost? rent rental price',
    );
  });

  it('leaves a question without such words as it is', () => {
    expect(withPageWords('Do you serve decaf?')).toBe('Do you serve decaf?');
  });
});
