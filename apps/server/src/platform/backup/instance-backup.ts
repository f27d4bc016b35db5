import { createHmac, timingSafeEqual } from 'node:crypto';
import { REGIONS, type Region } from '@agent-platform/core';
import { packTar, unpackTar } from './tar.js';

/** Bumped when what a backup holds changes shape; restore refuses formats it does not know. */
const BACKUP_FORMAT = 1;

export interface InstanceBackup {
  createdAt: string;
  /** Each embedded region's data folder, as PGlite dumps it (gzipped tar). */
  regions: Partial<Record<Region, Uint8Array>>;
  /** The server key the stored secrets are sealed with; without it they cannot be opened. */
  serverKey: Buffer | null;
}

interface Manifest {
  format: number;
  createdAt: string;
  regions: Region[];
  hasServerKey: boolean;
}

/** One file: a manifest, a dump per region, and the server key. */
export function packBackup(backup: InstanceBackup): Buffer {
  const regions = REGIONS.filter((region) => backup.regions[region]);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: backup.createdAt,
    regions,
    hasServerKey: backup.serverKey !== null,
  };
  return packTar([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    ...regions.map((region) => ({ name: `${region}.tar.gz`, data: backup.regions[region]! })),
    ...(backup.serverKey ? [{ name: 'server.key', data: Buffer.from(backup.serverKey.toString('base64')) }] : []),
  ]);
}

export function unpackBackup(file: Uint8Array): InstanceBackup {
  const files = unpackTar(file);
  const manifestFile = files.get('manifest.json');
  if (!manifestFile) throw new Error('This is not a backup of this product: it has no manifest.json.');
  const manifest = JSON.parse(manifestFile.toString('utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`This backup has format ${manifest.format}; this version restores format ${BACKUP_FORMAT}.`);
  }
  const regions: InstanceBackup['regions'] = {};
  for (const region of manifest.regions) {
    const dump = files.get(`${region}.tar.gz`);
    if (!dump) throw new Error(`The backup names the ${region} region but holds no ${region}.tar.gz.`);
    regions[region] = dump;
  }
  const key = files.get('server.key');
  return {
    createdAt: manifest.createdAt,
    regions,
    serverKey: key ? Buffer.from(key.toString('utf8').trim(), 'base64') : null,
  };
}

/**
 * What the backup script shows the running server: derived from the server key, so only who can
 * read the key (and so the data folder itself) may download a copy.
 */
export function backupToken(serverKey: Buffer): string {
  return createHmac('sha256', serverKey).update('instance-backup').digest('base64url');
}

export function isBackupToken(serverKey: Buffer, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(backupToken(serverKey));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
