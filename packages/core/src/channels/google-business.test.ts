import { describe, expect, it } from 'vitest';
import { googleBusinessFields, googleBusinessWebhookUrl } from './google-business.js';

describe('Google Business fields', () => {
  it('trim the email and turn the key’s line breaks into commas', () => {
    expect(googleBusinessFields('  bot@project.iam.gserviceaccount.com ', '-----BEGIN\r\nabc\ndef\n-----END')).toEqual({
      gcloudClientEmail: 'bot@project.iam.gserviceaccount.com',
      gcloudPrivateKey: '-----BEGIN,abc,def,-----END',
    });
  });

  it('are refused without an @ in the email or without a key', () => {
    expect(googleBusinessFields('not-an-email', 'key')).toBeUndefined();
    expect(googleBusinessFields('a@b.c', '   ')).toBeUndefined();
    expect(googleBusinessFields('', '')).toBeUndefined();
  });

  it('show the webhook address of the agent', () => {
    expect(googleBusinessWebhookUrl('https://api.example.com', 'eu', 'a b')).toBe(
      'https://api.example.com/api/eu/agents/a%20b/gc-webhook',
    );
  });
});
