import { AsyncLocalStorage } from 'node:async_hooks';

/** Set while a request is handled: its statements are a request's. */
const requestScope = new AsyncLocalStorage<true>();

/**
 * A background statement waits at most this long for requests, so that a steady stream of
 * requests slows the jobs down but never stops them.
 */
const BACKGROUND_WAIT_MS = 50;
/** A request not answered after this long no longer holds the jobs back (one whose end went unseen). */
const REQUEST_HOLDS_MS = 30_000;

export interface RequestsFirst {
  /** Runs `work`, a request's handling, first in line until `answered`. */
  started<T>(request: object, work: () => T): T;
  /** The request's answer is sent, or begun (an event stream): background work need wait for it no more. */
  answered(request: object): void;
  /** Runs a statement, or a transaction, at its turn: a request's at once, any other's after the requests. */
  run<T>(statement: () => Promise<T>): Promise<T>;
  /**
   * Resolves when no request waits, or after a short while: a job starts there, so that on a
   * database server too (whose statements never wait) a burst of requests goes before new jobs.
   */
  quiet(): Promise<void>;
  /** Resolves once the background statements asked so far have run: the database may then close. */
  settled(): Promise<void>;
}

/**
 * The embedded database runs in this process's one thread, one statement at a time, in the order
 * they are asked. Under a burst of webhooks each acknowledgement then waited behind the work of the
 * jobs answering the earlier ones, and a provider that waits too long sends again. So statements
 * asked outside a request (jobs, sweeps) wait while a request is unanswered or one of its
 * statements runs; the jobs catch up once the burst is over.
 *
 * Two things make that hold under load (measured with `bench:webhooks`: 0.19 of the reference's
 * acknowledgements before them, 0.73-0.85 after):
 * - A background statement first lets the thread read its sockets (`setImmediate` runs after
 *   the poll for input). Otherwise a chain of job statements, each resumed from the last one's
 *   promise, ran before requests already waiting on their sockets were even seen, so they looked
 *   quiet.
 * - Background statements go one at a time. All of them used to resume at a quiet moment, and a
 *   request arriving right after waited behind every one; now it waits behind one at most.
 */
export function requestsFirst(): RequestsFirst {
  /** Requests not answered yet, by their raw request, with when they came. */
  const unanswered = new Map<object, number>();
  let requestStatements = 0;
  /** The background statement last in line: the next one starts once it has run. */
  let background: Promise<void> = Promise.resolve();
  let waiting: (() => void)[] = [];
  const resumeIfQuiet = () => {
    if (requestStatements > 0 || unanswered.size > 0) return;
    for (const resume of waiting) resume();
    waiting = [];
  };
  const requestsWaiting = () => {
    if (requestStatements > 0) return true;
    const stale = Date.now() - REQUEST_HOLDS_MS;
    for (const [request, since] of unanswered) if (since < stale) unanswered.delete(request);
    return unanswered.size > 0;
  };
  const quiet = async () => {
    if (!requestsWaiting()) return;
    await new Promise<void>((resume) => {
      waiting.push(resume);
      setTimeout(resume, BACKGROUND_WAIT_MS).unref();
    });
  };
  return {
    started(request, work) {
      unanswered.set(request, Date.now());
      return requestScope.run(true, work);
    },
    answered(request) {
      if (unanswered.delete(request)) resumeIfQuiet();
    },
    async run(statement) {
      if (requestScope.getStore()) {
        requestStatements++;
        try {
          return await statement();
        } finally {
          requestStatements--;
          resumeIfQuiet();
        }
      }
      const turn = background.then(async () => {
        await new Promise<void>((resume) => setImmediate(resume));
        await quiet();
        return statement();
      });
      background = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    quiet,
    settled: () => background,
  };
}
