import { REGIONS, type Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Regions } from '../db/regions.js';

/**
 * The payload of each queue. A feature adds its queues by declaration merging:
 * `declare module '../../platform/jobs/jobs.js' { interface JobPayloads { 'knowledge-ingest': {...} } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by features through declaration merging
export interface JobPayloads {}
export type QueueName = keyof JobPayloads & string;

export interface QueueSettings {
  /** How long a job may run before it counts as failed (and is retried): a job whose process died unseen ends so. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface EnqueueOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export type JobHandler<Q extends QueueName> = (
  data: JobPayloads[Q],
  job: { region: Region; id: string },
) => Promise<void>;

/**
 * Background jobs on pg-boss, one queue store per region database (a job lives where its data
 * does). Each process works the queues its features registered; a job left active by a dead
 * process is failed, and so retried, by a live one as soon as it sees the process gone (see
 * `ProcessMark`), or else when it expires.
 */
export interface Jobs {
  /** Declares a queue; call before `enqueue` or `work` on it. */
  defineQueue(name: QueueName, settings?: QueueSettings): Promise<void>;
  enqueue<Q extends QueueName>(
    region: Region,
    name: Q,
    data: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Runs `handler` for each job of `name` in every region, `concurrency` at a time per region. */
  work<Q extends QueueName>(name: Q, options: { concurrency?: number }, handler: JobHandler<Q>): Promise<void>;
  /**
   * Stops taking jobs, waits up to `timeoutMs` for running ones, then fails those still running
   * (they are retried, here or by another process). `enqueue` keeps working until `close`, for
   * the requests still being answered.
   */
  stopWorking(timeoutMs: number): Promise<void>;
  /** Closes the queue stores' connections; after `stopWorking`. */
  close(): Promise<void>;
  /** How many jobs each queue holds per region and state, read now (for metrics). */
  counts(): Promise<JobCount[]>;
  /**
   * The values of `key` in the payloads of `name`'s jobs: those still to run or running (a retry
   * included), or with `'all'` also those ended (kept for a week). Work recorded in a table whose
   * job was never queued (its process died in between) is the work missing from this set.
   */
  jobKeys<Q extends QueueName>(
    region: Region,
    name: Q,
    key: keyof JobPayloads[Q] & string,
    jobs?: 'unfinished' | 'all',
  ): Promise<Set<string>>;
}

export interface JobCount {
  region: Region;
  queue: string;
  /** `queued`: waiting to run, a retry included; `failed`: out of retries, kept as long as pg-boss keeps jobs. */
  state: 'queued' | 'running' | 'failed';
  jobs: number;
}

/** pg-boss's job states, as the metrics name them. */
const COUNTED_STATES: Record<string, JobCount['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  failed: 'failed',
};
// Our own constants, written into the statement: the embedded database reads array parameters differently.
const COUNTED_STATE_LIST = Object.keys(COUNTED_STATES)
  .map((state) => `'${state}'`)
  .join(', ');

// pg-boss's default schema, which the queues are created in.
const BOSS_SCHEMA = 'pgboss';

// Connections of each region's queue store per process (see the README's sizing note).
const JOBS_POOL_MAX = 3;

export interface JobsOptions {
  /**
   * How often an idle worker asks for jobs. Unset: every 2 s on a database server, which other
   * processes enqueue to, and every 30 s on the embedded database, which only this process uses:
   * there every job is announced in-process (see `wake`), and polling only catches a job whose
   * running process died. Each poll of the embedded database waits behind every query.
   */
  pollingIntervalSeconds?: number;
}

const SERVER_POLLING_SECONDS = 2;
const EMBEDDED_POLLING_SECONDS = 30;
/**
 * pg-boss stores a failed job's retry without awaiting it, so a worker woken at the retry's due
 * time could look before the retry is stored, and then sleep a whole polling interval.
 */
const RETRY_WAKE_MARGIN_MS = 500;

/** The advisory lock space of running jobs: a worker holds its job's lock while it runs it. */
const JOB_LOCK_SPACE = 7_130_414;
/** How often a process fails the jobs of processes that died beside it, so that they are retried. */
const DEAD_JOBS_SWEEP_MS = 5_000;
/**
 * A process's death does not use up one of its job's retries, up to this many deaths: a job that
 * kills every process running it (running it out of memory, say) still ends.
 */
const DEAD_PROCESS_RETRIES = 20;
/** A job just taken may not hold its lock yet: one that started this recently is never failed. */
const DEAD_JOBS_GRACE_SECONDS = 3;
/** The lock key of a job: the first 32 bits of its id, as the statement that looks for dead jobs reads them. */
const jobLockKey = (id: string) => Number.parseInt(id.slice(0, 8), 16) | 0;
const JOB_LOCK_KEY_SQL = `('x' || substr(id::text, 1, 8))::bit(32)::int`;

export async function startJobs(
  regions: Regions,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: JobsOptions,
): Promise<Jobs> {
  const bosses = {} as Record<Region, PgBoss>;
  const pollingSeconds = {} as Record<Region, number>;
  const pools: pg.Pool[] = [];
  const closePools = () => Promise.all(pools.map((pool) => pool.end()));
  /**
   * A handler that outlived the shutdown grace ends after the queue stores are closed, and
   * pg-boss then stores its outcome without awaiting it. That statement is dropped, as a promise
   * that never settles: no result pg-boss could misread, no rejection nobody handles. The job stays
   * active until it expires, and is retried like a crashed process's job.
   */
  let closed = false;
  const dropped = new Promise<never>(() => undefined);
  try {
    for (const region of REGIONS) {
      const connection = regions.sqlConnection(region);
      let run: PgBoss.Db['executeSql'];
      if ('connectionString' in connection) {
        // Its own small pool on a server, which we close ourselves once the last request that
        // may enqueue has been answered: workers poll one query at a time.
        const pool = new pg.Pool({ ...connection, max: JOBS_POOL_MAX, application_name: 'pgboss' });
        pool.on('error', (err) => log.error({ err, region }, 'job queue connection error'));
        pools.push(pool);
        run = (text, values) => pool.query(text, values);
      } else {
        run = (text, values) => connection.executeSql(text, values);
      }
      const db: PgBoss.Db = {
        executeSql: (text, values) => (closed ? dropped : run(text, values)),
      };
      pollingSeconds[region] =
        options.pollingIntervalSeconds ??
        ('connectionString' in connection ? SERVER_POLLING_SECONDS : EMBEDDED_POLLING_SECONDS);
      const boss = new PgBoss({ db, schedule: false });
      boss.on('error', (err) => log.error({ err, region }, 'job queue error'));
      // Installing the queue schema takes locks of its own; processes starting at once take turns.
      await regions.underStartupLock(region, () => boss.start());
      bosses[region] = boss;
    }
  } catch (error) {
    await Promise.allSettled(Object.values(bosses).map((boss) => boss.stop({ graceful: false, close: false })));
    await closePools();
    throw error;
  }

  /**
   * Fails the jobs that processes which died left running, so that they are retried now rather
   * than when they expire: as a queue's workers start (a restart after a crash finds its own
   * leftovers) and then every little while. On the embedded database, which one process opens at
   * a time, every job running before this process started is a dead one's.
   */
  const startedAt = new Date();
  const failDeadJobs = async (region: Region, queue?: string) => {
    const boss = bosses[region];
    const dead =
      regions.kind(region) === 'pglite'
        ? `started_on < '${startedAt.toISOString()}'::timestamptz`
        : `started_on < now() - interval '${DEAD_JOBS_GRACE_SECONDS} seconds'
            and ${regions.mark.unheld(region, JOB_LOCK_SPACE, JOB_LOCK_KEY_SQL)}`;
    const { rows } = await boss.getDb().executeSql(
      `select id, name, retry_count as "retryCount" from ${BOSS_SCHEMA}.job
          where state = 'active' and ${dead}${queue ? ' and name = $1' : ''}`,
      queue ? [queue] : [],
    );
    for (const { id, name, retryCount } of rows as { id: string; name: string; retryCount: number }[]) {
      await boss.fail(name, id, { message: 'the process running the job stopped' });
      // Out of retries by this death: given one more (pg-boss raises the job's limit).
      if (retryCount < DEAD_PROCESS_RETRIES) await boss.retry(name, id);
      wake(region, name, (retryDelays.get(name) ?? 0) * 1000 + RETRY_WAKE_MARGIN_MS);
    }
  };
  let sweeps: NodeJS.Timeout | undefined;
  const sweepDeadJobs = () => {
    if (sweeps) return;
    const servers = REGIONS.filter((region) => regions.kind(region) === 'postgres');
    if (servers.length === 0) return;
    sweeps = setInterval(
      () =>
        void Promise.all(servers.map((region) => failDeadJobs(region))).catch((err) =>
          log.error({ err }, 'Failing the jobs of stopped processes failed'),
        ),
      DEAD_JOBS_SWEEP_MS,
    );
    sweeps.unref();
  };

  const workerIds = new Map<string, string[]>();
  const retryDelays = new Map<string, number>();
  const wakeTimers = new Set<NodeJS.Timeout>();
  /** Wakes the workers of a queue in this process, at once or once a delayed job or retry is due. */
  const wake = (region: Region, name: string, afterMs = 0) => {
    const notify = () => {
      for (const workerId of workerIds.get(`${region}:${name}`) ?? []) bosses[region].notifyWorker(workerId);
    };
    if (afterMs <= 0) return notify();
    const timer = setTimeout(() => {
      wakeTimers.delete(timer);
      notify();
    }, afterMs);
    // A due job must not keep a stopping process alive: the next process's poll finds it.
    timer.unref();
    wakeTimers.add(timer);
  };

  return {
    async defineQueue(name, settings = {}) {
      for (const region of REGIONS) {
        const boss = bosses[region];
        // pg-boss rejects options present but undefined.
        const queue: PgBoss.Queue = {
          name,
          ...(settings.expireInSeconds !== undefined ? { expireInSeconds: settings.expireInSeconds } : {}),
          ...(settings.retryLimit !== undefined ? { retryLimit: settings.retryLimit } : {}),
          ...(settings.retryDelaySeconds !== undefined ? { retryDelay: settings.retryDelaySeconds } : {}),
        };
        retryDelays.set(name, settings.retryDelaySeconds ?? 0);
        // Two processes creating queues at once deadlock on pg-boss's queue table.
        await regions.underStartupLock(region, async () => {
          if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
          else await boss.createQueue(name, queue);
        });
      }
    },

    async enqueue(region, name, data, options = {}) {
      const id = await bosses[region].send(name, data as object, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`the job queue ${name} refused a job`);
      wake(region, name, (options.startAfterSeconds ?? 0) * 1000);
      return id;
    },

    async work(name, { concurrency = 1 }, handler) {
      for (const region of REGIONS) {
        const ids: string[] = [];
        for (let i = 0; i < concurrency; i++) {
          let workerId = '';
          workerId = await bosses[region].work<JobPayloads[typeof name]>(
            name,
            { pollingIntervalSeconds: pollingSeconds[region], batchSize: 1 },
            async ([job]) => {
              // Requests first: a job starts once those being answered are (or after a short while).
              if (job) await regions.requests.quiet();
              const key = job ? jobLockKey(job.id) : 0;
              const held = job ? await regions.mark.hold(region, JOB_LOCK_SPACE, key) : false;
              try {
                if (job) await handler(job.data, { region, id: job.id });
              } catch (error) {
                wake(region, name, (retryDelays.get(name) ?? 0) * 1000 + RETRY_WAKE_MARGIN_MS);
                throw error;
              } finally {
                if (held) await regions.mark.letGo(region, JOB_LOCK_SPACE, key);
                // pg-boss waits a whole polling interval after each job it finishes; where there
                // was a job there may be more (a crawl queues hundreds): look again at once.
                bosses[region].notifyWorker(workerId);
              }
            },
          );
          ids.push(workerId);
        }
        workerIds.set(`${region}:${name}`, ids);
        await failDeadJobs(region, name);
      }
      sweepDeadJobs();
    },

    async counts() {
      const perRegion = await Promise.all(
        REGIONS.map(async (region) => {
          // One statement per region over pg-boss's own table: a call per queue and state would be dozens.
          const { rows } = await bosses[region]
            .getDb()
            .executeSql(
              `select name, state::text as state, count(*)::int as jobs from ${BOSS_SCHEMA}.job where state in (${COUNTED_STATE_LIST}) group by name, state`,
              [],
            );
          return (rows as { name: string; state: string; jobs: number }[]).map((row) => ({
            region,
            queue: row.name,
            state: COUNTED_STATES[row.state] ?? 'queued',
            jobs: row.jobs,
          }));
        }),
      );
      return perRegion.flat();
    },

    async jobKeys(region, name, key, jobs = 'unfinished') {
      const unfinished = jobs === 'unfinished' ? ` and state in ('created', 'retry', 'active')` : '';
      const { rows } = await bosses[region]
        .getDb()
        .executeSql(`select distinct data->>$2 as key from ${BOSS_SCHEMA}.job where name = $1${unfinished}`, [
          name,
          key,
        ]);
      return new Set((rows as { key: string | null }[]).flatMap((row) => (row.key === null ? [] : [row.key])));
    },

    async stopWorking(timeoutMs) {
      clearInterval(sweeps);
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      // pg-boss waits in steps of 500 ms and at least a second.
      await Promise.all(
        REGIONS.map((region) =>
          bosses[region].stop({ graceful: true, wait: true, close: false, timeout: Math.max(timeoutMs, 1000) }),
        ),
      );
    },

    async close() {
      closed = true;
      await closePools();
    },
  };
}
