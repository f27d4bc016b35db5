import type { FastifyInstance } from 'fastify';
import type { Regions } from '../db/regions.js';
import type { Jobs } from '../jobs/jobs.js';

/**
 * How the app closes (SIGTERM in `main.ts`, `app.close()` in tests) within SHUTDOWN_GRACE_MS.
 * Fastify first answers new requests 503 and runs `preClose` (where live streams end), then waits
 * for the requests in flight, then runs `onClose`. Requests and running jobs get half the grace
 * each at the same time; the other half is for failing the jobs still running, so that they are
 * retried, and closing the databases, so the process exits 0 before it would be killed.
 */
export function registerShutdown(app: FastifyInstance, jobs: Jobs, regions: Regions): void {
  const budgetMs = app.config.shutdownGraceMs / 2;
  let jobsStopped: Promise<void> | undefined;
  // The inbox's workers are jobs too, whose queue is the inbox table.
  const stopWorking = () =>
    Promise.all([jobs.stopWorking(budgetMs), app.inbox.stopWorking(budgetMs)]).then(() => undefined);
  let cutRequests: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    jobsStopped = stopWorking();
    // An answer still streaming at the end of its half is cut: the client sees it break off.
    cutRequests = setTimeout(() => app.server.closeAllConnections(), budgetMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutRequests);
    app.mailer.close();
    // A running job may still need its database; requests may have enqueued until now.
    await (jobsStopped ?? stopWorking());
    await jobs.close();
    await regions.close();
  });
}
