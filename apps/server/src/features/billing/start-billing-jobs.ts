import { REGIONS } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import type { WebhookInbox } from '../../platform/inbox/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { runSandboxRenewals } from '../../providers/payments/index.js';
import { type BillingPayments, PAYMENTS_INBOX_PROVIDER } from './billing-payments.js';
import { processPaymentEvent } from './process-payment-events.js';
import { AUTO_RECHARGE_QUEUE } from './request-auto-recharge.js';
import { ORG_AUTO_RECHARGE_QUEUE } from './request-org-auto-recharge.js';
import { startLostRechargeSweeps } from './requeue-lost-recharges.js';
import { runAutoRecharge } from './run-auto-recharge.js';

/** Test mode renews subscriptions whose period ended within the hour, as Stripe does at the period's end. */
const SANDBOX_RENEWALS_EVERY_MS = 60 * 60 * 1000;
/** How often Test mode sends again the events it could not deliver. */
const SANDBOX_REDELIVERY_EVERY_MS = 30_000;

/**
 * Processes the payment events the inbox keeps (webhook deliveries and Test mode's own), works the
 * automatic recharges (queuing those a killed process left unqueued), and, in Test mode, runs its
 * renewals, whose events take the same path. Returns what stops the sweeps and renewals.
 */
export async function startBillingJobs(deps: {
  regions: Regions;
  jobs: Jobs;
  inbox: WebhookInbox;
  payments: BillingPayments;
  log: FastifyBaseLogger;
}): Promise<() => void> {
  deps.inbox.work(
    [PAYMENTS_INBOX_PROVIDER],
    { concurrency: 2, retryDelaySeconds: 10, maxFailures: 6 },
    (region, kept) => processPaymentEvent(deps, region, kept),
  );
  // A retry replays the same recharge: its idempotency key keeps it to one charge.
  await deps.jobs.defineQueue(AUTO_RECHARGE_QUEUE, { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 });
  await deps.jobs.work(AUTO_RECHARGE_QUEUE, { concurrency: 1 }, (data, job) =>
    runAutoRecharge(deps, job.region, data.orderId),
  );
  // Its worker is client billing's (startClientBillingJobs); a retry finds the same month's recharge key.
  await deps.jobs.defineQueue(ORG_AUTO_RECHARGE_QUEUE, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120 });
  const stopRechargeSweeps = await startLostRechargeSweeps(deps);
  if (deps.payments.mode !== 'sandbox') return stopRechargeSweeps;
  const renew = async () => {
    for (const region of REGIONS) {
      const sandbox = deps.payments.sandbox(region);
      if (!sandbox) continue;
      await runSandboxRenewals(sandbox).catch((err) => deps.log.error({ err, region }, 'Test mode renewals failed'));
    }
  };
  // Events a process recorded but did not get to deliver before it stopped go out again, as Stripe retries.
  const redeliver = async () => {
    for (const region of REGIONS) {
      await deps.payments
        .sandbox(region)
        ?.deliverPendingEvents()
        .catch((err) => deps.log.error({ err, region }, 'Test mode could not deliver its events'));
    }
  };
  await redeliver();
  const timers = [
    setInterval(() => void renew(), SANDBOX_RENEWALS_EVERY_MS),
    setInterval(() => void redeliver(), SANDBOX_REDELIVERY_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    stopRechargeSweeps();
    for (const timer of timers) clearInterval(timer);
  };
}
