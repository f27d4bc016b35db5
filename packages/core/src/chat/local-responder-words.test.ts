import { describe, expect, it } from 'vitest';
import { ENGLISH_STOP_WORDS, searchTerms } from './local-responder-words.js';

describe('searchTerms', () => {
  it('stems, so a plural or a verb form meets its word', () => {
    expect(searchTerms('Thursdays')).toEqual(searchTerms('thursday'));
    expect(searchTerms('Where can I park?')).toEqual(searchTerms('parking'));
    expect(searchTerms('the roasted beans')).toEqual(searchTerms('we roast a bean'));
    expect(searchTerms('warranties')).toEqual(searchTerms('warranty'));
  });

  it("leaves out PostgreSQL's english stop words, and what apostrophes leave of them", () => {
    expect(searchTerms('Is there anything you have?')).toEqual(['anyth']);
    expect(searchTerms("What's the price? Don't you know?")).toEqual(['price', 'know']);
    expect(ENGLISH_STOP_WORDS.size).toBe(127);
  });

  it('keeps numbers and letters of any language, lower-cased', () => {
    expect(searchTerms('Room 418, Café Ü')).toEqual(['room', '418', 'café', 'ü']);
  });
});
