import { describe, expect, it } from 'vitest';
import { NOTHING_TO_UPDATE_MESSAGE, ZUpdateConversationBody } from './contracts.js';

describe('conversation update', () => {
  it('asks for something to change rather than updating nothing', () => {
    expect(ZUpdateConversationBody.safeParse({}).error?.issues[0]?.message).toBe(NOTHING_TO_UPDATE_MESSAGE);
    expect(ZUpdateConversationBody.safeParse({ delegatedTo: null }).success).toBe(true);
  });
});
