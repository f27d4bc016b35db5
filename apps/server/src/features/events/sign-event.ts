import { createHmac } from 'node:crypto';

/**
 * The signature a receiver checks: HMAC-SHA256, keyed with the workspace secret, of the
 * timestamp, a dot and the exact body sent, in hex after `sha256=`. The timestamp inside the
 * signed text lets receivers refuse an old request replayed by someone who caught it.
 */
export function signEvent(workspaceSecret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', workspaceSecret).update(`${timestamp}.${body}`).digest('hex')}`;
}
