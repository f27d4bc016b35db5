import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { ConversationChanges } from './conversation-changes.js';
import { expireHandoff, HANDOFF_TIMEOUT_QUEUE } from './expire-handoff.js';

/** Declares and works the handoff timeout queue. */
export async function startConversationJobs(deps: {
  regions: Regions;
  jobs: Jobs;
  conversationChanges: ConversationChanges;
}): Promise<void> {
  await deps.jobs.defineQueue(HANDOFF_TIMEOUT_QUEUE, { retryLimit: 3, retryDelaySeconds: 5 });
  await deps.jobs.work(HANDOFF_TIMEOUT_QUEUE, {}, (data, job) => expireHandoff(deps, job.region, data));
}
