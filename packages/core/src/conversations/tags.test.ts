import { describe, expect, it } from 'vitest';
import { ZUpdateConversationBody } from './contracts.js';
import { refusedTags, ZConversationTagSettingsBody } from './tags.js';

describe('conversation tags', () => {
  it('ignore an empty tag, trim and keep each tag once, for a conversation and for the predefined list', () => {
    expect(ZUpdateConversationBody.parse({ tags: [' vip ', '', 'vip', 'refund'] }).tags).toEqual(['vip', 'refund']);
    expect(
      ZConversationTagSettingsBody.parse({ predefinedTags: ['billing', '  ', 'billing'], disallowAnyTags: true }),
    ).toEqual({ predefinedTags: ['billing'], disallowAnyTags: true });
  });

  it('refuse only tags outside the predefined ones, and only when the organisation allows no others', () => {
    const predefinedTags = ['billing', 'shipping'];
    expect(refusedTags({ predefinedTags, disallowAnyTags: true }, ['billing', 'vip'])).toEqual(['vip']);
    expect(refusedTags({ predefinedTags, disallowAnyTags: false }, ['vip'])).toEqual([]);
    expect(refusedTags({ predefinedTags: [], disallowAnyTags: true }, [])).toEqual([]);
  });
});
