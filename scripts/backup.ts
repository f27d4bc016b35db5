/**
 * `npm run backup -- <file>`: the embedded databases (both regions) and the server key, in one
 * file, with the server's environment (DATA_DIR, PORT, ENCRYPTION_KEY).
 *
 * PGlite lets one process at a time open a data folder, so a running server makes the copy itself
 * (between transactions) and sends it over loopback; with the server stopped this script opens the
 * folders. PostgreSQL is backed up with pg_dump (README, Operations).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGIONS } from '@agent-platform/core';
import { loadConfig } from '../apps/server/src/config.js';
import { dumpDataFolder } from '../apps/server/src/platform/backup/data-folders.js';
import { backupToken, type InstanceBackup, packBackup } from '../apps/server/src/platform/backup/instance-backup.js';

const [named] = process.argv.slice(2);
if (!named) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}
// npm runs scripts from the repository's root; the file is named from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
const config = loadConfig();
if (config.databases.urls.na || config.databases.urls.eu) {
  console.error('The databases are PostgreSQL servers: back them up with pg_dump (see the README, Operations).');
  process.exit(1);
}

const serverKey = readServerKey();
const backup = (await fromRunningServer()) ?? (await fromStoppedServer());
// Written aside and renamed, so that a failed run never leaves half a backup under the name.
const partial = `${file}.partial`;
writeFileSync(partial, backup, { mode: 0o600 });
renameSync(partial, file);
console.log(`Backed up ${REGIONS.join(' and ')} (${(backup.length / 1024 / 1024).toFixed(1)} MB) to ${file}.`);

/** The key the server uses, without making one: a backup never creates state. */
function readServerKey(): Buffer | null {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'base64');
  const keyFile = path.join(config.dataDir, 'server.key');
  return existsSync(keyFile) ? Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64') : null;
}

async function fromRunningServer(): Promise<Buffer | undefined> {
  if (!serverKey) return undefined;
  const url = `http://127.0.0.1:${config.port}/api/instance/backup`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${backupToken(serverKey)}` } });
  } catch {
    // Nothing listens: the server is stopped, and the folders are ours to open.
    return undefined;
  }
  if (!res.ok) {
    const body = await res.text();
    throw new Error(`The server at ${url} refused the backup (${res.status}): ${body}`);
  }
  console.log(`Copied by the running server at ${url}.`);
  return Buffer.from(await res.arrayBuffer());
}

async function fromStoppedServer(): Promise<Buffer> {
  const regions: InstanceBackup['regions'] = {};
  for (const region of REGIONS) regions[region] = await dumpDataFolder(path.join(config.dataDir, region));
  return packBackup({ createdAt: new Date().toISOString(), regions, serverKey });
}
