import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** 2048 bits: what receivers expect today, and still short enough for one TXT record at most registrars. */
const DKIM_KEY_BITS = 2048;

/**
 * A new DKIM key for an email domain: the private key as PKCS#8 PEM (for nodemailer), the public
 * key as base64 DER (the record's `p=`), and a selector of its own so a domain added again gets a
 * new record name rather than clashing with a stale one.
 */
export async function generateDkimKey() {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    selector: `m${randomBytes(5).toString('hex')}`,
    privateKey,
    publicKey: publicKey.toString('base64'),
  };
}
