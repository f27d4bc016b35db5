import { createHash } from 'node:crypto';

/**
 * A fingerprint of a document's text that ignores how it was laid out: the same page read twice,
 * or served at two addresses, gives the same hash even when its spacing or line breaks differ.
 */
export function contentHash(text: string): string {
  const normalized = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalized).digest('hex');
}
