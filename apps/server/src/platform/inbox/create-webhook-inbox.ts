import { REGIONS, type Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../db/regions.js';
import {
  claimWebhookEvents,
  giveUpWebhookEvent,
  letGoOfWebhookEvents,
  markWebhookEventFailed,
  markWebhookEventProcessed,
  type WebhookEvent,
} from './claim-webhook-events.js';
import { webhookInbox } from './schema.js';

/** What a provider delivered, as its webhook hands it to the inbox once its signature is checked. */
export interface WebhookDelivery {
  provider: string;
  /** The provider's id for the event: the same id again from the same provider is the same event. */
  eventId: string;
  /** The agent the event is for, when it is for one. */
  agentId?: string;
  /** The event as the provider sent it; the worker reads it. */
  rawBody: string;
}

export interface InboxWork {
  /** Events processed at once per region, each by its own worker. */
  concurrency: number;
  /** How long a failed event waits before it is tried again. */
  retryDelaySeconds: number;
  /** Failures after which an event is given up. */
  maxFailures: number;
}

export type WebhookEventHandler = (region: Region, event: WebhookEvent) => Promise<void>;

export interface WebhookInbox {
  /** Resolves once the delivery is kept: the webhook may then acknowledge it, and a worker takes it up. */
  keep(region: Region, delivery: WebhookDelivery): Promise<void>;
  /** Processes the kept events of `providers`, each once, in the order kept, by `handle`. */
  work(providers: readonly string[], work: InboxWork, handle: WebhookEventHandler): void;
  /** Stops taking events up, waits up to `timeoutMs` for those being processed, and lets go of the rest. */
  stopWorking(timeoutMs: number): Promise<void>;
}

/** The most deliveries one write keeps. */
const MAX_BATCH = 500;
/** Events a worker claims at once: fewer statements per event, and still little held from the others. */
const CLAIM_BATCH = 10;
/** Deaths of processes processing one event after which it is given up: it may be what kills them. */
const MAX_ATTEMPTS = 25;
/** See `JobsOptions.pollingIntervalSeconds`: the same choice, for the same reasons. */
const SERVER_POLLING_SECONDS = 2;
const EMBEDDED_POLLING_SECONDS = 30;
/** A retry due at a time is looked for a little after it: the clocks of this process and the database differ. */
const RETRY_WAKE_MARGIN_MS = 100;

/**
 * The webhook inbox is its own queue: a delivery is one row, and the workers of its provider
 * claim rows (`FOR UPDATE SKIP LOCKED`), with no job per delivery on the acknowledgement path.
 *
 * Deliveries are kept in group commits: those that arrive while one write is under way go
 * together in the next, one insert for all of them. Each webhook still answers only after its
 * own delivery is kept, so nothing acknowledged is lost; a busy moment costs one write per batch.
 * The write wakes one sleeping worker per row kept, in this process; other processes find the
 * rows at their next poll (a webhook reaches every process behind the balancer alike).
 */
export function createWebhookInbox(
  deps: { regions: Regions; log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
  options: { pollingIntervalSeconds?: number | undefined } = {},
): WebhookInbox {
  const { regions } = deps;
  type Waiting = { delivery: WebhookDelivery; done: (error?: unknown) => void };
  const waiting = new Map<Region, Waiting[]>();
  const writing = new Set<Region>();

  const pollingMs = (region: Region) =>
    1000 *
    (options.pollingIntervalSeconds ??
      (regions.kind(region) === 'postgres' ? SERVER_POLLING_SECONDS : EMBEDDED_POLLING_SECONDS));

  /** Workers asleep, by region and provider: each resumes to look for rows. */
  const sleepers = new Map<string, Set<() => void>>();
  const sleepersOf = (region: Region, provider: string) => {
    const key = `${region}:${provider}`;
    const set = sleepers.get(key) ?? new Set<() => void>();
    sleepers.set(key, set);
    return set;
  };
  /**
   * Counts the wakes of each region and provider: a worker whose look found nothing sleeps only if
   * none came meanwhile, since rows kept while it looked woke nobody (it was not asleep yet).
   */
  const wakes = new Map<string, number>();
  const wakesOf = (region: Region, providers: readonly string[]) =>
    providers.reduce((sum, provider) => sum + (wakes.get(`${region}:${provider}`) ?? 0), 0);
  /** Wakes up to `count` workers of `provider` in `region`. */
  const wake = (region: Region, provider: string, count = 1) => {
    wakes.set(`${region}:${provider}`, (wakes.get(`${region}:${provider}`) ?? 0) + 1);
    for (const resume of sleepersOf(region, provider)) {
      if (count-- <= 0) return;
      resume();
    }
  };
  const timers = new Set<NodeJS.Timeout>();
  const wakeLater = (region: Region, provider: string, afterMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake(region, provider);
    }, afterMs);
    timer.unref();
    timers.add(timer);
  };

  const schedule = (region: Region) => {
    if (writing.has(region)) return;
    writing.add(region);
    // Let the requests that arrived with this one join it.
    setImmediate(() => void write(region));
  };

  const write = async (region: Region) => {
    const batch = (waiting.get(region) ?? []).splice(0, MAX_BATCH);
    try {
      if (batch.length > 0) {
        const kept = await regions
          .db(region)
          .insert(webhookInbox)
          .values(batch.map((entry) => entry.delivery))
          .onConflictDoNothing()
          .returning({ provider: webhookInbox.provider });
        const perProvider = new Map<string, number>();
        for (const { provider } of kept) perProvider.set(provider, (perProvider.get(provider) ?? 0) + 1);
        for (const [provider, count] of perProvider) wake(region, provider, count);
      }
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.done(error);
    } finally {
      writing.delete(region);
      if (waiting.get(region)?.length) schedule(region);
    }
  };

  let stopping = false;
  /** The events being processed, to wait for at a stop; the claimed ones not begun are let go. */
  const running = new Set<Promise<void>>();

  const workOne = async (
    region: Region,
    providers: readonly string[],
    work: InboxWork,
    handle: WebhookEventHandler,
  ) => {
    const events = await claimWebhookEvents(regions, region, providers, CLAIM_BATCH);
    for (const [n, event] of events.entries()) {
      if (stopping) {
        await letGoOfWebhookEvents(
          regions,
          region,
          events.slice(n).map((left) => left.id),
        );
        break;
      }
      if (event.attempts > MAX_ATTEMPTS) {
        deps.log.error({ inboxId: event.id, attempts: event.attempts }, 'webhook event given up: its processes died');
        await giveUpWebhookEvent(regions, region, event.id);
        continue;
      }
      try {
        // Requests first, as for jobs: a burst of webhooks is acknowledged before the answering goes on.
        await regions.requests.quiet();
        await handle(region, event);
        await markWebhookEventProcessed(regions, region, event.id);
      } catch (error) {
        deps.log.warn({ err: error, inboxId: event.id }, 'webhook event not processed');
        if (await markWebhookEventFailed(regions, region, event, work)) {
          wakeLater(region, event.provider, work.retryDelaySeconds * 1000 + RETRY_WAKE_MARGIN_MS);
        }
      }
    }
    return events.length;
  };

  /** One worker: claims and processes events while there are some, then sleeps until woken or its next poll. */
  const loop = async (region: Region, providers: readonly string[], work: InboxWork, handle: WebhookEventHandler) => {
    while (!stopping) {
      let found = 0;
      const wakesBefore = wakesOf(region, providers);
      const turn = workOne(region, providers, work, handle);
      const tracked = turn.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      try {
        found = await turn;
      } catch (error) {
        // The database failed a statement; the poll below tries again, and an event left claimed
        // is taken up again once its claim expires.
        deps.log.error({ err: error, region }, 'processing webhook events failed');
      } finally {
        running.delete(tracked);
      }
      if (found > 0 || stopping || wakesOf(region, providers) !== wakesBefore) continue;
      await new Promise<void>((resume) => {
        const wakeUp = () => {
          clearTimeout(timer);
          for (const provider of providers) sleepersOf(region, provider).delete(wakeUp);
          resume();
        };
        const timer = setTimeout(wakeUp, pollingMs(region));
        timer.unref();
        for (const provider of providers) sleepersOf(region, provider).add(wakeUp);
      });
    }
  };

  return {
    keep(region, delivery) {
      return new Promise((resolve, reject) => {
        const queued = waiting.get(region) ?? [];
        waiting.set(region, queued);
        queued.push({ delivery, done: (error) => (error === undefined ? resolve() : reject(error)) });
        schedule(region);
      });
    },

    work(providers, work, handle) {
      for (const region of REGIONS) {
        for (let n = 0; n < work.concurrency; n++) void loop(region, providers, work, handle);
      }
    },

    async stopWorking(timeoutMs) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      for (const set of sleepers.values()) for (const resume of [...set]) resume();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
