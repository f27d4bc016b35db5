import { DELIVER_EVENT_QUEUE, type DeliverEventDeps, deliverEvent } from './deliver-event.js';

/**
 * Declares and works the event deliveries. The queue's own retries are for a process that died
 * mid-attempt; a receiver's refusal is retried by the delivery itself, on its own delays.
 */
export async function startEventJobs(deps: DeliverEventDeps): Promise<void> {
  await deps.jobs.defineQueue(DELIVER_EVENT_QUEUE, { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 120 });
  await deps.jobs.work(DELIVER_EVENT_QUEUE, { concurrency: 2 }, (data, job) => deliverEvent(deps, job.region, data));
}
