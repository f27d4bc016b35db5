import { describe, expect, it } from 'vitest';
import { LOCAL_RESPONDER_NO_MATCH, localAnswer } from './local-responder.js';

const passages = [
  'We are open Monday to Friday from 9am to 6pm. Weekend visits are by appointment.',
  'Shipping is free for orders over 50 euros.',
  'Hi! How can I help you today?',
];

describe('localAnswer', () => {
  it('answers with the sentences that share the most words with the question', () => {
    expect(localAnswer('When are you open on Friday?', passages)).toEqual({
      text: 'We are open Monday to Friday from 9am to 6pm.',
      matched: true,
    });
    expect(localAnswer('Is shipping free?', passages).text).toBe('Shipping is free for orders over 50 euros.');
  });

  it('says plainly when nothing matches, inventing nothing', () => {
    expect(localAnswer('Do you sell bicycles?', passages)).toEqual({ text: LOCAL_RESPONDER_NO_MATCH, matched: false });
    expect(localAnswer('the and of', passages).matched).toBe(false);
  });
});
