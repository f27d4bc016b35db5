import { REGIONS } from '@agent-platform/core';
import { and, count, isNull } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Regions } from '../db/regions.js';
import { webhookInbox } from '../inbox/schema.js';
import type { Jobs } from '../jobs/jobs.js';

/**
 * The server's Prometheus metrics, one registry per app: a process that builds several apps (the
 * tests) keeps their figures apart. Counters and latencies are recorded where things happen;
 * queues, the webhook inbox and the database pools are read when Prometheus scrapes.
 */
export interface Metrics {
  registry: Registry;
  /** Every HTTP request, by method, route pattern (never the raw URL) and status; its count is the request rate. */
  httpRequests: Histogram<'method' | 'route' | 'status'>;
  /** Answers the engine gave (`answered`) or could not finish (`failed`), by responder. */
  answers: Counter<'region' | 'responder' | 'outcome'>;
  /** From a visitor's message to its stored, charged answer. */
  answerSeconds: Histogram<'region' | 'responder'>;
  /** Credits taken by committed charges, by who paid: the workspace or the agency client organisation. */
  creditsCharged: Counter<'region' | 'payer'>;
}

export interface MetricsSources {
  regions: Regions;
  jobs: Jobs;
  /** Answers running and waiting for their workspace's turn, across workspaces. */
  answerSlots: () => { running: number; waiting: number };
}

// Chat answers stream for seconds; the default buckets stop at 10 s.
const ANSWER_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // A queue that emptied reads 0, not nothing: an alert on it must see the drop.
  const jobSeries = new Map<string, { region: string; queue: string; state: string }>();

  new Gauge({
    name: 'jobs',
    help: 'Background jobs per queue and region: queued (retries included), running, and failed (kept for a while after their last try).',
    labelNames: ['region', 'queue', 'state'] as const,
    registers,
    async collect() {
      const counts = await sources.jobs.counts();
      for (const labels of jobSeries.values()) this.set(labels, 0);
      for (const { region, queue, state, jobs } of counts) {
        const labels = { region, queue, state };
        jobSeries.set(`${region}/${queue}/${state}`, labels);
        this.inc(labels, jobs);
      }
    },
  });

  new Gauge({
    name: 'webhook_inbox_pending',
    help: 'Provider deliveries kept in the webhook inbox and not processed yet (those given up are not counted).',
    labelNames: ['region'] as const,
    registers,
    async collect() {
      const depths = await sources.regions.askEveryRegion(async (db) => {
        const [row] = await db
          .select({ n: count() })
          .from(webhookInbox)
          .where(and(isNull(webhookInbox.processedAt), isNull(webhookInbox.gaveUpAt)));
        return row?.n ?? 0;
      });
      for (const { region, value } of depths) this.set({ region }, value);
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: "Connections of each region's database pool: open (total) and idle. The embedded database has one and no pool.",
    labelNames: ['region', 'state'] as const,
    registers,
    collect() {
      for (const region of REGIONS) {
        const usage = sources.regions.poolUsage(region);
        this.set({ region, state: 'total' }, usage?.total ?? 1);
        if (usage) this.set({ region, state: 'idle' }, usage.idle);
      }
    },
  });

  new Gauge({
    name: 'db_pool_waiting_queries',
    help: "Queries waiting for a connection of a region's database pool.",
    labelNames: ['region'] as const,
    registers,
    collect() {
      for (const region of REGIONS) {
        const usage = sources.regions.poolUsage(region);
        if (usage) this.set({ region }, usage.waiting);
      }
    },
  });

  new Gauge({
    name: 'answers_in_progress',
    help: "Answers calling a model now (running) and answers waiting for their workspace's turn (waiting).",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { running, waiting } = sources.answerSlots();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });

  return {
    registry,
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, and how long they took (a streamed answer until its end).',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    answers: new Counter({
      name: 'answers_total',
      help: 'Answers to visitor messages, by region, responder (model, local, flow-runtime) and outcome (answered, failed).',
      labelNames: ['region', 'responder', 'outcome'] as const,
      registers,
    }),
    answerSeconds: new Histogram({
      name: 'answer_duration_seconds',
      help: 'From a visitor message to its stored, charged answer.',
      labelNames: ['region', 'responder'] as const,
      buckets: ANSWER_BUCKETS,
      registers,
    }),
    creditsCharged: new Counter({
      name: 'credits_charged_total',
      help: 'Credits taken by committed charges, by region and payer (workspace, or org for an agency client organisation).',
      labelNames: ['region', 'payer'] as const,
      registers,
    }),
  };
}
