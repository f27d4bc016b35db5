import type { AgencyPlan } from '@agent-platform/core';
import { ZOrgPlanLimits } from '@agent-platform/core';
import type { agencyPlans } from './schema.js';

export function toAgencyPlan(row: typeof agencyPlans.$inferSelect): AgencyPlan {
  return {
    id: row.id,
    productId: row.productId,
    priceId: row.priceId,
    name: row.name,
    price: row.price,
    currency: row.currency,
    credits: row.credits,
    features: row.features,
    isPopular: row.isPopular,
    limits: ZOrgPlanLimits.parse(row.limits),
  };
}
