import { describe, expect, it } from 'vitest';
import { asksForAPerson } from './handoff.js';

describe('asksForAPerson', () => {
  it.each([
    'Can I talk to a human?',
    'I want to speak with a real person please',
    'connect me to an agent',
    'human please',
    'Operator!',
    'Could someone from your team chat with me? I need to talk to somebody',
  ])('hears a request for a person in %j', (text) => {
    expect(asksForAPerson(text)).toBe(true);
  });

  it.each(['What are your opening hours?', 'Is this a human-readable format?', 'Talk me through the prices', ''])(
    'hears none in %j',
    (text) => {
      expect(asksForAPerson(text)).toBe(false);
    },
  );
});
