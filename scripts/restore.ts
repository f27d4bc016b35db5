/**
 * `npm run restore -- <file> [--replace]`: a backup made by `npm run backup` into DATA_DIR, with
 * the server stopped. DATA_DIR must hold no database, unless --replace, which moves what is there
 * aside (`na.before-restore-<time>`...) rather than deleting it. PostgreSQL is restored with
 * pg_restore (README, Operations).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGIONS } from '@agent-platform/core';
import { loadConfig } from '../apps/server/src/config.js';
import { hasDatabase, restoreDataFolder } from '../apps/server/src/platform/backup/data-folders.js';
import { unpackBackup } from '../apps/server/src/platform/backup/instance-backup.js';
import { lockDataDir } from '../apps/server/src/platform/db/data-dir-lock.js';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [named] = args.filter((arg) => !arg.startsWith('--'));
if (!named) {
  console.error('Usage: npm run restore -- <file> [--replace]');
  process.exit(2);
}
// npm runs scripts from the repository's root; the file is named from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
const config = loadConfig();
if (config.databases.urls.na || config.databases.urls.eu) {
  console.error('The databases are PostgreSQL servers: restore them with pg_restore (see the README, Operations).');
  process.exit(1);
}

const backup = unpackBackup(readFileSync(file));
const missing = REGIONS.filter((region) => !backup.regions[region]);
if (missing.length > 0) throw new Error(`The backup holds no ${missing.join(', ')} database.`);

// Everything is checked before anything is moved or written.
const keyFile = path.join(config.dataDir, 'server.key');
const keyText = backup.serverKey?.toString('base64');
if (backup.serverKey && config.encryptionKey && config.encryptionKey !== keyText) {
  throw new Error(
    "ENCRYPTION_KEY is not the key of this backup: its stored secrets could not be opened. Set it to the backup's key (server.key in the file) or unset it.",
  );
}
const keyDiffers = keyText && existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() !== keyText;
const occupied = REGIONS.map((region) => path.join(config.dataDir, region)).filter(hasDatabase);
if (!replace && (occupied.length > 0 || keyDiffers)) {
  throw new Error(
    `${[...occupied, ...(keyDiffers ? [keyFile] : [])].join(', ')} already hold data. Restore into a fresh DATA_DIR, or pass --replace to move them aside.`,
  );
}

const aside = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
mkdirSync(config.dataDir, { recursive: true });
// A folder a server has open is never moved: taking each lock now fails at once with who holds it.
for (const region of REGIONS) lockDataDir(path.join(config.dataDir, region))();
for (const region of REGIONS) {
  const dataDir = path.join(config.dataDir, region);
  if (hasDatabase(dataDir)) {
    renameSync(dataDir, `${dataDir}.${aside}`);
    console.log(`Moved the old ${dataDir} to ${dataDir}.${aside}.`);
  }
  await restoreDataFolder(dataDir, backup.regions[region]!);
}
if (keyText && !config.encryptionKey) {
  if (keyDiffers) renameSync(keyFile, `${keyFile}.${aside}`);
  writeFileSync(keyFile, keyText, { mode: 0o600 });
}
console.log(`Restored the backup of ${backup.createdAt} into ${config.dataDir}. Start the server as usual.`);
