import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import type { TenancyConfig } from '../../platform/tenancy/index.js';
import type { BillingPayments } from '../billing/index.js';

/** What the agency billing operations use. */
export interface AgencyBillingDeps {
  regions: Regions;
  payments: BillingPayments;
  log?: FastifyBaseLogger;
}

export type AgencyBillingLinkDeps = AgencyBillingDeps & { config: TenancyConfig };
