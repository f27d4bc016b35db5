import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta signs each webhook delivery: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export const META_SIGNATURE_HEADER = 'x-hub-signature-256';

export function isMetaSignatureValid(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value Meta would send for `rawBody` (fakes and tests sign with it). */
export const metaSignature = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/**
 * Meta's subscription handshake (`GET ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...`):
 * the challenge to echo when the token is the expected one, else undefined (answer 403).
 */
export function metaHandshakeChallenge(
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
  expectedToken: string | undefined,
): string | undefined {
  if (query['hub.mode'] !== 'subscribe' || !expectedToken || query['hub.verify_token'] === undefined) return undefined;
  const given = Buffer.from(query['hub.verify_token']);
  const expected = Buffer.from(expectedToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return query['hub.challenge'];
}
