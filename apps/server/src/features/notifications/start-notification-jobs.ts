import type { Jobs } from '../../platform/jobs/jobs.js';
import { emailNotification, NOTIFICATION_EMAIL_QUEUE, type NotificationEmailDeps } from './email-notification.js';
import { emailOrgClients } from './email-org-clients.js';
import { ORG_CLIENTS_EMAIL_QUEUE } from './tell-org-clients.js';

/** Declares and works the queues that email notifications and messages to an organisation's clients. */
export async function startNotificationJobs(deps: NotificationEmailDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.defineQueue(NOTIFICATION_EMAIL_QUEUE, { retryLimit: 3, retryDelaySeconds: 30 });
  // Mail goes out over the network: a burst of notifications should not wait one poll each.
  await deps.jobs.work(NOTIFICATION_EMAIL_QUEUE, { concurrency: 4 }, (data, job) =>
    emailNotification(deps, job.region, data),
  );
  await deps.jobs.defineQueue(ORG_CLIENTS_EMAIL_QUEUE, { retryLimit: 3, retryDelaySeconds: 30 });
  await deps.jobs.work(ORG_CLIENTS_EMAIL_QUEUE, { concurrency: 2 }, (data, job) =>
    emailOrgClients(deps, job.region, data),
  );
}
