import { z } from 'zod';
import { type OrgPlanLimits, ZOrgPlanLimits } from '../billing/agency-plans.js';
import type { SubscriptionStatus } from '../billing/contracts.js';

/** Spec 002 §5.6a: billing applies only when allowBilling is on and the subscription status is active. */
export function orgBillingApplies(org: { allowBilling: boolean }, status: SubscriptionStatus | null | undefined) {
  return org.allowBilling && status === 'active';
}

/**
 * What the organisation's plan allows: its subscription's limits when billing applies, otherwise
 * null (everything is allowed, spec 002 §5.6a).
 */
export function effectiveOrgPlanLimits(
  org: { allowBilling: boolean },
  subscription: { status: SubscriptionStatus; limits: unknown } | null | undefined,
): OrgPlanLimits | null {
  if (!subscription || !orgBillingApplies(org, subscription.status)) return null;
  return ZOrgPlanLimits.parse(subscription.limits ?? {});
}

/** The plan features the agent shell's tabs read (core `visibleTabs`); null: no restriction. */
export const ZOrgPlanFeatures = z.object({
  allowAnalytics: z.boolean(),
  allowLeads: z.boolean(),
  allowVoiceChannel: z.boolean(),
});
export type OrgPlanFeatures = z.infer<typeof ZOrgPlanFeatures>;

export const planFeaturesOf = (limits: OrgPlanLimits | null): OrgPlanFeatures | null =>
  limits && {
    allowAnalytics: limits.allowAnalytics,
    allowLeads: limits.allowLeads,
    allowVoiceChannel: limits.allowVoiceChannel,
  };

/** The client tabs a plan may leave out, with the name its refusal uses. */
const PLAN_GATED_TABS = {
  '/analytics': { feature: 'allowAnalytics', label: 'Analytics' },
  '/leads': { feature: 'allowLeads', label: 'Leads' },
  '/voice': { feature: 'allowVoiceChannel', label: 'Voice' },
} as const satisfies Record<string, { feature: keyof OrgPlanFeatures; label: string }>;

/** Refused in the words of the spec's agent limit (§5.4). */
export const orgPlanFeatureRefusal = (label: string) =>
  `Your current subscription plan does not include ${label}. Please upgrade to access it.`;

/** Why the organisation's plan refuses a client's tab, or null when it allows it (every tab but three always). */
export function orgPlanRefusesTab(limits: OrgPlanLimits | null, tab: string): string | null {
  if (!limits || !(tab in PLAN_GATED_TABS)) return null;
  const gate = PLAN_GATED_TABS[tab as keyof typeof PLAN_GATED_TABS];
  return limits[gate.feature] ? null : orgPlanFeatureRefusal(gate.label);
}

/** Whether the organisation's plan lets its agents connect a messaging channel: no list allows them all. */
export function orgPlanAllowsChannel(limits: OrgPlanLimits | null, channel: string): boolean {
  if (!limits?.allowedChannels) return true;
  return (limits.allowedChannels as readonly string[]).includes(channel);
}

/** Spec 002 §5.4 and §5.6a: the org's plan's agent maximum, unlimited by default. */
export const orgAgentCap = (limits: OrgPlanLimits | null) => limits?.maxAgents ?? 'infinity';
