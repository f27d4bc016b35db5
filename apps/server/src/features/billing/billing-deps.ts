import type { Regions } from '../../platform/db/regions.js';
import type { AuditBy } from '../audit-log/index.js';
import type { BillingPayments } from './billing-payments.js';

/** What the owner billing operations use. */
export interface BillingDeps {
  regions: Regions;
  payments: BillingPayments;
  /** Who acts, for the audit log; absent: the product itself (a payment event, a renewal). */
  by?: AuditBy;
}
