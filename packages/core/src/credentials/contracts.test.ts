import { describe, expect, it } from 'vitest';
import { ZApiKey } from './contracts.js';

describe('an API key', () => {
  it('is kept when it is visible ASCII, trimmed of the spaces around it', () => {
    expect(ZApiKey.parse('  sk-proj_AbC123-xyz.=  ')).toBe('sk-proj_AbC123-xyz.=');
  });

  it('is refused in plain words when it could not travel in an HTTP header', () => {
    for (const key of ['sk-\u2067abc', 'sk abc', 'sk-ключ', 'sk-\u0000abc']) {
      const result = ZApiKey.safeParse(key);
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'An API key has only letters, digits and symbols, with no spaces. Paste it again.',
      );
    }
  });
});
