import type { Jobs } from '../../platform/jobs/jobs.js';
import { ORG_AUTO_RECHARGE_QUEUE } from '../billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { rechargeOrg } from './recharge-org.js';

/** Works the organisations' Auto-Recharge queue that billing fills after their debits (its queue is billing's). */
export async function startClientBillingJobs(deps: ClientBillingDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.work(ORG_AUTO_RECHARGE_QUEUE, { concurrency: 1 }, async (data, job) => {
    await rechargeOrg(deps, { region: job.region, ...data });
  });
}
