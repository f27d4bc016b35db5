import type { Regions } from '../../platform/db/regions.js';
import type { BillingPayments } from '../billing/index.js';

/** What the client billing operations use. */
export interface ClientBillingDeps {
  regions: Regions;
  payments: BillingPayments;
}
