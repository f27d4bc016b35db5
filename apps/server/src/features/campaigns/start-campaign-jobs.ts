import { REGIONS } from '@agent-platform/core';
import { inArray } from 'drizzle-orm';
import { campaigns } from '../../platform/db/schema/index.js';
import { startSweeps } from '../../platform/jobs/sweeps.js';
import { CAMPAIGN_QUEUE, type CampaignDeps, runCampaignStep } from './run-campaign-step.js';

/** How often campaigns that should be running but have no step queued (their process died) get one. */
const LOST_CAMPAIGNS_SWEEP_MS = 60_000;

/**
 * Works the campaigns' steps, and queues a step for each running or scheduled campaign that has
 * none (its step's job was never queued, or ended without queueing the next). Returns its stop.
 */
export async function startCampaignJobs(deps: CampaignDeps): Promise<() => void> {
  // A failed step is tried again: a contact claimed before the failure is never sent to twice.
  await deps.jobs.defineQueue(CAMPAIGN_QUEUE, { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 300 });
  await deps.jobs.work(CAMPAIGN_QUEUE, { concurrency: 2 }, (data, job) =>
    runCampaignStep(deps, job.region, data.campaignId),
  );
  return startSweeps(deps.log, 'the lost campaigns sweep', LOST_CAMPAIGNS_SWEEP_MS, async () => {
    for (const region of REGIONS) {
      const live = await deps.regions
        .db(region)
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(inArray(campaigns.status, ['running', 'scheduled']));
      if (live.length === 0) continue;
      const queued = await deps.jobs.jobKeys(region, CAMPAIGN_QUEUE, 'campaignId');
      for (const { id } of live) {
        if (!queued.has(id)) await deps.jobs.enqueue(region, CAMPAIGN_QUEUE, { campaignId: id });
      }
    }
  });
}
