import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { BillingPayments } from '../billing/index.js';

/** What the client billing operations use. */
export interface ClientBillingDeps {
  regions: Regions;
  payments: BillingPayments;
}

/** What handling the payment events of the agency's account uses: it tells clients through jobs. */
export type OrgPaymentEventDeps = ClientBillingDeps & { jobs: Jobs; log?: FastifyBaseLogger | undefined };
