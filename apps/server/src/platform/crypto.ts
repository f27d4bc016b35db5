import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/** Lookup hash for high-entropy secrets (session tokens, bearer secrets). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** AES-256-GCM with the server key: provider tokens, API keys and secrets are stored only like this. */
export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The server key: from config, or on the embedded default a key generated once and kept
 * beside the data, so that a restart can still read what it sealed.
 */
export function loadServerKey(config: Config): Buffer {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'base64');
  // Several processes share one PostgreSQL server; a key of one process's own would not open the others' secrets.
  if (config.databases.urls.na || config.databases.urls.eu) {
    throw new Error('ENCRYPTION_KEY is required when DATABASE_URL_NA or DATABASE_URL_EU is set.');
  }
  if (config.databases.embedded === 'memory') return randomBytes(32);
  const file = path.join(config.dataDir, 'server.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
