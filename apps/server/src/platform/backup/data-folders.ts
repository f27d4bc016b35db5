import { existsSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { lockDataDir } from '../db/data-dir-lock.js';

/**
 * A copy of a data folder no server has open (its lock is taken meanwhile, so a server
 * starting now waits for nothing and fails instead of sharing the files).
 */
export async function dumpDataFolder(dataDir: string): Promise<Uint8Array> {
  if (!hasDatabase(dataDir)) throw new Error(`There is no database in ${dataDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { vector } });
    try {
      await client.exec('checkpoint');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** Unpacks a dump into a folder that holds no database yet; the next start migrates it as usual. */
export async function restoreDataFolder(dataDir: string, dump: Uint8Array): Promise<void> {
  if (hasDatabase(dataDir)) throw new Error(`${dataDir} already holds a database.`);
  const unlock = lockDataDir(dataDir);
  try {
    const loadDataDir = new Blob([dump as Uint8Array<ArrayBuffer>]);
    const client = await PGlite.create({ dataDir, loadDataDir, extensions: { vector } });
    // A first query proves the copy opens; closing writes it out whole.
    await client.query('select 1');
    await client.close();
  } finally {
    unlock();
  }
}

/** Whether a folder holds a database (anything at all, so that nothing is written over). */
export const hasDatabase = (dataDir: string) => existsSync(dataDir) && readdirSync(dataDir).length > 0;
