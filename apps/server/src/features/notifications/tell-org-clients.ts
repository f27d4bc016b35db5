import type { NotificationSource, Region } from '@agent-platform/core';
import type { Jobs } from '../../platform/jobs/jobs.js';

export const ORG_CLIENTS_EMAIL_QUEUE = 'org-clients-email';

/** Something about an organisation itself (its plan, its payments), not about one of its agents. */
export interface OrgClientsMessage {
  workspaceUid: string;
  orgId: string;
  source: NotificationSource;
  title: string;
  body: string;
  /** Where it leads on the agency's address, such as `/billing`. */
  urlPathname: string;
}

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [ORG_CLIENTS_EMAIL_QUEUE]: OrgClientsMessage;
  }
}

/**
 * Tells an organisation's clients whose settings ask for email, in the agency's name (email-org-clients.ts).
 * A job sends it, never the caller: a payment event is not held up by the mail server.
 */
export async function tellOrgClients(deps: { jobs: Jobs }, region: Region, message: OrgClientsMessage): Promise<void> {
  await deps.jobs.enqueue(region, ORG_CLIENTS_EMAIL_QUEUE, message);
}
