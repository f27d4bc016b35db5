import type { Regions } from '../../platform/db/regions.js';
import type { BillingPayments } from './billing-payments.js';

/** What the owner billing operations use. */
export interface BillingDeps {
  regions: Regions;
  payments: BillingPayments;
}
