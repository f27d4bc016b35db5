import pg from 'pg';
import { findPostgresBin, startPostgres } from '../apps/server/test/postgres-server.js';

/** Whether the benchmark runs on a PostgreSQL server (`BENCH_DB=postgres`) rather than embedded PGlite. */
export const benchOnPostgres = process.env.BENCH_DB === 'postgres';

/**
 * The server's database settings: in-memory PGlite, or two databases on a throwaway PostgreSQL
 * server, stopped when this process exits.
 */
export async function benchDatabaseEnv(): Promise<Record<string, string>> {
  if (!benchOnPostgres) return { EMBEDDED_DB: 'memory' };
  const bin = findPostgresBin();
  if (!bin) throw new Error('BENCH_DB=postgres needs initdb and pg_ctl');
  const postgres = startPostgres(bin);
  process.on('exit', () => postgres.stop());
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('create database bench_na');
  await admin.query('create database bench_eu');
  await admin.end();
  return { DATABASE_URL_NA: postgres.url('bench_na'), DATABASE_URL_EU: postgres.url('bench_eu') };
}

/**
 * The reference processes' own database on the same engine: in-memory PGlite (no setting), or a
 * database of its own on the server of `serverEnv`.
 */
export async function benchReferenceDatabaseEnv(serverEnv: Record<string, string>): Promise<Record<string, string>> {
  const url = serverEnv.DATABASE_URL_NA;
  if (!url) return {};
  const admin = new pg.Client({ connectionString: url.replace('/bench_na', '/postgres') });
  await admin.connect();
  await admin.query('create database bench_reference');
  await admin.end();
  return { DATABASE_URL: url.replace('/bench_na', '/bench_reference') };
}
