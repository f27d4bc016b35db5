import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's m=19 MiB, t=2, p=1).
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

/**
 * A hash of a password nobody has, verified when the email is unknown, so that a wrong
 * email and a wrong password take the same time and give the same answer.
 */
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hash('decoy-password-that-matches-no-account');
  return decoyHash.then((h) => verify(h, password)).then(() => false);
}
