import type { DomainDeps } from './domain-deps.js';
import { RECHECK_DOMAIN_QUEUE, recheckAgencyDomain } from './recheck-agency-domain.js';
import { DNS_REMINDER_QUEUE, sendDnsReminder } from './send-dns-reminder.js';

/** Declares and works the domains' background jobs: the re-checks and the DNS reminders. */
export async function startDomainJobs(deps: DomainDeps): Promise<void> {
  await deps.jobs.defineQueue(RECHECK_DOMAIN_QUEUE, { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 120 });
  await deps.jobs.defineQueue(DNS_REMINDER_QUEUE, { retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: 120 });
  await deps.jobs.work(RECHECK_DOMAIN_QUEUE, { concurrency: 1 }, (data, job) =>
    recheckAgencyDomain(deps, job.region, data),
  );
  await deps.jobs.work(DNS_REMINDER_QUEUE, { concurrency: 1 }, (data, job) => sendDnsReminder(deps, job.region, data));
}
