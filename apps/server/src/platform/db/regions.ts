import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGIONS, type Region } from '@agent-platform/core';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../../config.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface RegionDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The regional databases, and the one way features reach them. */
export interface Regions {
  /** The database of one region. */
  db(region: Region): Db;
  /** The database holding the global tables (accounts, sessions): the default region's. */
  global(): Db;
  /** Runs `read` against every region and returns the results tagged by region (spec's cross-region reads). */
  askEveryRegion<T>(read: (db: Db, region: Region) => Promise<T>): Promise<{ region: Region; value: T }[]>;
  kind(region: Region): 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
// A fixed key so concurrent processes starting against one server apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_130_411;

export async function openRegions(config: Config): Promise<Regions> {
  const opened = {} as Record<Region, RegionDatabase>;
  try {
    for (const region of REGIONS) opened[region] = await openRegion(config, region);
  } catch (error) {
    await Promise.allSettled(Object.values(opened).map((r) => r.close()));
    throw error;
  }
  return {
    db: (region) => opened[region].db,
    global: () => opened.na.db,
    askEveryRegion: (read) =>
      Promise.all(REGIONS.map(async (region) => ({ region, value: await read(opened[region].db, region) }))),
    kind: (region) => opened[region].kind,
    async close() {
      await Promise.all(REGIONS.map((region) => opened[region].close()));
    },
  };
}

async function openRegion(config: Config, region: Region): Promise<RegionDatabase> {
  const migrationsFolder = path.join(migrationsRoot, region);
  const url = config.databases.urls[region];
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (config.databases.embedded === 'file') {
    dataDir = path.join(config.dataDir, region);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { vector } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
