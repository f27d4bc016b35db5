import { describe, expect, it } from 'vitest';
import { LOCAL_RESPONDER_NO_MATCH, localAnswer } from './local-responder.js';

const FAQ = 'Are you open on Thursdays?\nYes, we are open until 8pm on Thursdays.';
const HOURS =
  'Opening hours\nOur café is open Monday to Friday from 7:00 to 18:00 and Saturday from 8:00 to 16:00. We are closed on Sundays.';
const SHIPPING = 'Shipping is free for orders over 50 euros. We also ship to Canada for $15.';
const MENU = 'Pastries\nA bakery down the street brings almond croissants and morning buns every morning.';

describe('localAnswer', () => {
  it('matches stemmed words: "thursday" finds "Thursdays", "parking" finds "park"', () => {
    expect(localAnswer('are you open thursday?', [FAQ]).text).toBe('Yes, we are open until 8pm on Thursdays.');
    const parking = 'There is free two-hour street parking on Alder Street.';
    expect(localAnswer('Where can I park my car?', [SHIPPING, parking])).toEqual({ text: parking, matched: true });
  });

  it("answers with a Q&A's answer, never its question", () => {
    const answer = localAnswer('Are you open on Thursdays?', [FAQ, HOURS]);
    expect(answer.text).toBe('Yes, we are open until 8pm on Thursdays.');
    // The answer shares no word with the visitor's: the question before it lends it its words.
    const warranty = 'How long is the warranty?\nFive years, rust included.';
    expect(localAnswer('What warranty do you give?', [warranty]).text).toBe('Five years, rust included.');
    expect(localAnswer('What warranty do you give?', ['How long is the warranty?']).matched).toBe(false);
  });

  it('lets a heading lend its words to the line after it', () => {
    expect(localAnswer('What pastries do you have?', [SHIPPING, MENU]).text).toBe(
      'A bakery down the street brings almond croissants and morning buns every morning.',
    );
  });

  it("reads a crawled page's Markdown as its reader sees it, and a table's label with its value", () => {
    const page = '## Pastries\n\n*   Almond croissants and [morning buns](/menu) every morning.';
    expect(localAnswer('What pastries do you have?', [page]).text).toBe(
      'Almond croissants and morning buns every morning.',
    );
    const table = 'Plan\n\nPrice\n\nWeekly Bag\n\n$18 per week\n\nFortnightly Bag\n\n$34 per delivery';
    expect(localAnswer('How much is the weekly bag?', [table]).text).toBe('$18 per week');
  });

  it('takes a long line without closing punctuation as content, not as a label for the next one', () => {
    const contact = 'Phone: +1 503 555 0142 · Email: hello@larkspur.example\nWe answer emails within one business day.';
    expect(localAnswer("What's your phone number?", [contact]).text).toBe(
      'Phone: +1 503 555 0142 · Email: hello@larkspur.example',
    );
  });

  it('quotes the sentence before one that points back to it', () => {
    const menu = 'Our house special is the cardamom cortado. Regulars call it our signature drink.';
    expect(localAnswer('What is your signature drink?', [menu]).text).toBe(menu);
    // Never a question, though: the answer is quoted alone.
    expect(localAnswer('Is the cortado sweet?', ['Is the cortado sweet? It is, with cardamom.']).text).toBe(
      'It is, with cardamom.',
    );
  });

  it('weighs rare words above common ones, and adds a second sentence only for asked words the first lacks', () => {
    // "sunday" is in one sentence, "open" in three: the closing day wins, the hours complete it.
    expect(localAnswer('Are you open on Sunday?', [FAQ, HOURS]).text).toBe(
      'Our café is open Monday to Friday from 7:00 to 18:00 and Saturday from 8:00 to 16:00. We are closed on Sundays.',
    );
    // The best sentence already covers every asked word: nothing else is added.
    expect(localAnswer('Do you ship to Canada?', [SHIPPING, HOURS]).text).toBe('We also ship to Canada for $15.');
  });

  it('prefers a sentence holding a number when asked how much, how long or when', () => {
    const tuneUp = 'A tune-up is our most popular service. A tune-up costs $79.';
    expect(localAnswer('How much is a tune-up?', [tuneUp]).text).toBe('A tune-up costs $79.');
    expect(localAnswer('Is a tune-up worth it?', [tuneUp]).text).toBe('A tune-up is our most popular service.');
  });

  it('answers how far, how long and what year with a distance, a duration and a year', () => {
    const range =
      'Electric bikes have changed who rides in our valley, from two-kid families to commuters. On one charge, you can expect to cover between 30 and 80 miles.';
    // The distance first; the sentence sharing more words only adds what the first leaves out.
    expect(localAnswer('How far can I ride an electric bike on a single charge?', [range]).text).toContain(
      'On one charge, you can expect to cover between 30 and 80 miles.',
    );
    expect(localAnswer('How far will a single charge take me?', [range]).text).toBe(
      'On one charge, you can expect to cover between 30 and 80 miles.',
    );
    // "Long" is how the question asks, not what it is about: the fitting is.
    const sessions =
      'How long does a repair take?\nMost repairs are ready within 48 hours.\nA fitting session takes about 90 minutes.';
    expect(localAnswer('How long does a bike fit take?', [sessions]).text).toBe(
      'A fitting session takes about 90 minutes.',
    );
    const history = 'Every year the shop closes for two weeks in January. The shop opened its doors in 2009.';
    expect(localAnswer('What year did the shop first open?', [history]).text).toBe(
      'The shop opened its doors in 2009.',
    );
  });

  it('lends a sentence the words of the one before it, which say what it speaks of', () => {
    const upkeep = 'Tubeless tires grip well. Sealant dries out over time. Top it up every three months.';
    expect(localAnswer('How often should I add sealant?', [upkeep]).text).toBe(
      'Sealant dries out over time. Top it up every three months.',
    );
  });

  it('lends a sentence that points back the words of the one before it in full', () => {
    // "Sealant" is rarer than "tubeless": lent at half weight, it lost to the first sentence.
    const upkeep = [
      'Tubeless tires are fitted every season. Tubeless rims cost more.',
      'Sealant dries out over time. Top it up every three months per tire.',
    ].join('\n');
    expect(localAnswer('How often should I put sealant in tubeless tires?', [upkeep]).text).toContain(
      'Top it up every three months per tire.',
    );
  });

  it('leaves out how a question is put: "do I need to" is not what it asks about', () => {
    const passages = [
      'Riders under 18 need a guardian to sign. Riders under 16 must wear a helmet.',
      'Helmets and locks are included with every rental.',
    ];
    expect(localAnswer('Do I need to bring my own helmet when renting?', passages).text).toBe(
      'Helmets and locks are included with every rental.',
    );
  });

  it('says plainly when nothing matches, inventing nothing', () => {
    expect(localAnswer('Do you sell bicycles?', [FAQ, HOURS])).toEqual({
      text: LOCAL_RESPONDER_NO_MATCH,
      matched: false,
    });
    // Only stop words: "Is there anyone there?" must not pull in a "There is ..." sentence.
    expect(localAnswer('is there any?', ['There is free parking.']).matched).toBe(false);
  });
});
