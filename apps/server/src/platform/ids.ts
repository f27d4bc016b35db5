import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters from [A-Za-z0-9], drawn with the CSPRNG without modulo bias. */
export function randomId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A random string of decimal digits, for codes people type. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += randomInt(10).toString();
  return code;
}
