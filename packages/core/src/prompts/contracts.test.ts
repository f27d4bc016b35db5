import { describe, expect, it } from 'vitest';
import { promptMatches, ZCreatePromptBody } from './contracts.js';

const prompt = { name: 'Support tone', content: 'Answer kindly.\nNever promise refunds.' };

describe('promptMatches', () => {
  it('finds a prompt by every word typed, in its name or its text, in any case', () => {
    expect(promptMatches(prompt, '')).toBe(true);
    expect(promptMatches(prompt, '  support ')).toBe(true);
    expect(promptMatches(prompt, 'REFUNDS tone')).toBe(true);
    expect(promptMatches(prompt, 'support billing')).toBe(false);
  });
});

describe('ZCreatePromptBody', () => {
  it('trims the name but keeps the text as written', () => {
    expect(ZCreatePromptBody.parse({ name: ' Tone ', content: '  Be brief.\n' })).toEqual({
      name: 'Tone',
      content: '  Be brief.\n',
    });
  });
});
