import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGIONS, type Region } from '@agent-platform/core';
import { PGlite, types as pgliteTypes, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { openProcessMark, type ProcessMark } from './process-mark.js';
import { type RequestsFirst, requestsFirst } from './requests-first.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The regional databases, and the one way features reach them. */
export interface Regions {
  /** The database of one region. */
  db(region: Region): Db;
  /** The database holding the global tables (accounts, sessions): the default region's. */
  global(): Db;
  /** Runs `read` against every region and returns the results tagged by region (spec's cross-region reads). */
  askEveryRegion<T>(read: (db: Db, region: Region) => Promise<T>): Promise<{ region: Region; value: T }[]>;
  kind(region: Region): 'pglite' | 'postgres';
  /**
   * How a library that speaks SQL itself (the job queue) reaches a region's database: its own
   * pool on a server, or the embedded database's one connection.
   */
  sqlConnection(region: Region): SqlConnection;
  /**
   * Runs `work` holding the region's start-up lock, the one migrations are applied under, so
   * that processes starting at once against one server take turns (the job queue's schema
   * changes deadlock otherwise). The embedded database has one process: it just runs.
   */
  underStartupLock<T>(region: Region, work: () => Promise<T>): Promise<T>;
  /** Cross-process messages on the global database (LISTEN/NOTIFY): every process sharing it hears them. */
  bus: MessageBus;
  /** This process's mark on rows it holds only while it runs. */
  mark: ProcessMark;
  /** Requests before background work on the embedded database (see `requestsFirst`). */
  requests: RequestsFirst;
  /**
   * A consistent copy of an embedded database's data folder, taken between transactions
   * (PGlite's gzipped tar); undefined for a PostgreSQL server, which pg_dump backs up.
   */
  dumpEmbedded(region: Region): Promise<Blob> | undefined;
  /** The region's connections, for metrics; undefined on the embedded database, which has one and no pool. */
  poolUsage(region: Region): PoolUsage | undefined;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** Connections open, and of those the ones idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load. */
  waiting: number;
}

export interface MessageBus {
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for each message on `channel`. `onListening(false)` says messages may be
   * missed from now on (the listening connection dropped); `onListening(true)` that they are
   * heard again.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onListening: (on: boolean) => void): Promise<void>;
}

export type SqlConnection =
  | { connectionString: string }
  | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

interface RegionDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  sqlConnection: SqlConnection;
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  bus: MessageBus;
  dumpEmbedded?: () => Promise<Blob>;
  poolUsage?: () => PoolUsage;
  close(): Promise<void>;
}

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
// A fixed key so concurrent processes starting against one server apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_130_411;

export async function openRegions(config: Config): Promise<Regions> {
  const opened = {} as Record<Region, RegionDatabase>;
  // One turn order for the embedded databases, which share this process's thread; a database
  // server runs statements side by side, in processes of its own, and never asks it.
  const requests = requestsFirst();
  let mark: ProcessMark;
  try {
    for (const region of REGIONS) opened[region] = await openRegion(config, region, requests);
    mark = await openProcessMark(config.databases.urls);
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
    sqlConnection: (region) => opened[region].sqlConnection,
    underStartupLock: (region, work) => opened[region].underStartupLock(work),
    bus: opened.na.bus,
    mark,
    requests,
    dumpEmbedded: (region) => opened[region].dumpEmbedded?.(),
    poolUsage: (region) => opened[region].poolUsage?.(),
    async close() {
      // A job's statement asked just before the close is still in line: it runs first.
      await requests.settled();
      await mark.close();
      await Promise.all(REGIONS.map((region) => opened[region].close()));
    },
  };
}

async function openRegion(config: Config, region: Region, turns: RequestsFirst): Promise<RegionDatabase> {
  const migrationsFolder = path.join(migrationsRoot, region);
  const url = config.databases.urls[region];
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: config.databases.poolMax });
    const db = drizzlePg(pool, { schema });
    const underStartupLock = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    };
    await underStartupLock((client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
    const listener = new PostgresListener(url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      sqlConnection: { connectionString: url },
      underStartupLock: (work) => underStartupLock(() => work()),
      bus: {
        publish: async (channel, payload) => {
          await pool.query('select pg_notify($1, $2)', [channel, payload]);
        },
        subscribe: (channel, onMessage, onListening) => listener.subscribe(channel, onMessage, onListening),
      },
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  let unlock = () => {};
  if (config.databases.embedded === 'file') {
    const dataDir = path.join(config.dataDir, region);
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    client = await PGlite.create({ dataDir, extensions: { vector } }).catch((error) => {
      unlock();
      throw error;
    });
  } else {
    client = await freshMemoryDatabase(migrationsFolder);
  }
  readAsTextForDrizzle(client);
  const db = drizzlePglite(withoutPerQueryParsers(client, turns), { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    sqlConnection: {
      // Without values the text may hold several statements, which only `exec` runs.
      executeSql: (text, values) =>
        turns.run(async () => {
          if (values?.length) return { rows: (await client.query(text, values)).rows };
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }),
    },
    underStartupLock: (work) => work(),
    bus: inProcessBus(),
    dumpEmbedded: () => dumpBetweenTransactions(client),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * A checkpoint first, so that the copy's data files hold what is committed and a restore need not
 * replay the log; then the folder is copied while no transaction is open (queries wait meanwhile).
 */
async function dumpBetweenTransactions(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/**
 * The types drizzle reads as text and converts itself: timestamp, timestamptz, interval, date,
 * and the arrays of those and of numeric (as its PGlite driver lists them).
 */
const TEXT_FOR_DRIZZLE = [
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.INTERVAL,
  pgliteTypes.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/**
 * drizzle asks PGlite to read those types as text with every query, and for each such query
 * PGlite copies its whole table of some 300 type parsers: about a tenth of a millisecond, as
 * much as a simple statement takes to run. So the client reads them as text itself, and
 * `withoutPerQueryParsers` drops drizzle's per-query request. The job queue, the one other
 * reader, gets them as text too: it returns timestamps only from its job and queue lookups, and
 * we use none of those timestamps.
 */
function readAsTextForDrizzle(client: PGlite): void {
  for (const oid of TEXT_FOR_DRIZZLE) client.parsers[oid] = (value: string) => value;
}

/**
 * The client, and each transaction it opens, with drizzle's per-query parsers left out (see
 * above). The client's statements and transactions wait for their turn (`turns`); those inside a
 * transaction already have it.
 */
function withoutPerQueryParsers<C extends Pick<PGlite, 'query'>>(client: C, turns?: RequestsFirst): C {
  const inTurn = <T>(statement: () => Promise<T>) => (turns ? turns.run(statement) : statement());
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          inTurn(() => target.query(text, params, options && { ...options, parsers: undefined }));
      }
      if (property === 'transaction' && 'transaction' in target) {
        const transaction = target.transaction as PGlite['transaction'];
        return (callback: (tx: Transaction) => Promise<unknown>) =>
          inTurn(() => transaction.call(target, (tx) => callback(withoutPerQueryParsers(tx))));
      }
      // PGlite's methods use private fields: they must run on the client itself.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The embedded database lives in this one process, and so does everyone who could listen to it:
 * its messages need not pass through it (a NOTIFY costs a statement), and none can be missed.
 */
function inProcessBus(): MessageBus {
  const channels = new EventEmitter().setMaxListeners(0);
  return {
    // Delivered after the publisher's turn, as a NOTIFY would be.
    publish: async (channel, payload) => void queueMicrotask(() => channels.emit(channel, payload)),
    subscribe: async (channel, onMessage) => void channels.on(channel, onMessage),
  };
}

/**
 * An in-memory PGlite with every migration applied. Creating a PGlite cluster takes seconds
 * (initdb runs in WebAssembly) while loading a dump of one takes under one, so the first call
 * keeps a dump of the freshly migrated database in the temp folder, named by a hash of the
 * migrations and the PGlite version, and later calls (tests, benchmarks) start from it.
 */
async function freshMemoryDatabase(migrationsFolder: string): Promise<PGlite> {
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const pglitePackage = readFileSync(path.join(path.dirname(pgliteEntry), '../package.json'));
  const hash = createHash('sha256').update(pglitePackage);
  for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) hash.update(file.name).update(readFileSync(path.join(file.parentPath, file.name)));
  }
  const template = path.join(tmpdir(), `agent-platform-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(template)) {
    return PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions: { vector } });
  }
  const client = await PGlite.create({ extensions: { vector } });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // A dump taken after a checkpoint has no WAL to replay when loaded: a quarter faster to open.
  await client.query('checkpoint');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed, so a concurrent reader never sees half a file.
  const partial = `${template}.${randomBytes(6).toString('hex')}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  return client;
}

/**
 * One dedicated connection for LISTEN (a pooled one would be handed to other queries).
 * When it drops, listeners are told, and it reconnects every second until it is back.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private closed = false;
  private readonly channels = new Map<
    string,
    { onMessage: (payload: string) => void; onListening: (on: boolean) => void }
  >();

  constructor(private readonly url: string) {}

  async subscribe(channel: string, onMessage: (payload: string) => void, onListening: (on: boolean) => void) {
    this.channels.set(channel, { onMessage, onListening });
    const client = this.client ?? (await this.connect());
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.channels.get(message.channel)?.onMessage(message.payload ?? ''));
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private reconnectLater(dropped: pg.Client) {
    if (this.closed || this.client !== dropped) return;
    this.client = undefined;
    for (const { onListening } of this.channels.values()) onListening(false);
    this.retry();
  }

  private retry() {
    setTimeout(() => {
      if (this.closed) return;
      this.connect()
        .then(async (client) => {
          for (const channel of this.channels.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
          for (const { onListening } of this.channels.values()) onListening(true);
        })
        .catch(() => this.retry());
    }, 1000).unref();
  }

  async close() {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }
}
