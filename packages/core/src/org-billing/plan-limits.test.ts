import { describe, expect, it } from 'vitest';
import { ZOrgPlanLimits } from '../billing/agency-plans.js';
import {
  effectiveOrgPlanLimits,
  orgAgentCap,
  orgBillingApplies,
  orgPlanAllowsChannel,
  orgPlanRefusesTab,
  planFeaturesOf,
} from './plan-limits.js';

const strict = ZOrgPlanLimits.parse({
  allowedChannels: ['telegram'],
  maxAgents: 2,
  allowAnalytics: false,
  allowLeads: false,
  allowVoiceChannel: false,
});

describe('when billing applies (spec 002 §5.6a)', () => {
  it('applies only with allowBilling on and an active subscription', () => {
    expect(orgBillingApplies({ allowBilling: true }, 'active')).toBe(true);
    for (const status of ['canceled', 'trialing', 'past_due', 'unpaid', 'pending', null, undefined] as const)
      expect(orgBillingApplies({ allowBilling: true }, status)).toBe(false);
    expect(orgBillingApplies({ allowBilling: false }, 'active')).toBe(false);
  });

  it('gives the plan limits only then, and nothing (everything allowed) otherwise', () => {
    const subscription = { status: 'active' as const, limits: strict };
    expect(effectiveOrgPlanLimits({ allowBilling: true }, subscription)).toEqual(strict);
    expect(effectiveOrgPlanLimits({ allowBilling: false }, subscription)).toBeNull();
    expect(effectiveOrgPlanLimits({ allowBilling: true }, { ...subscription, status: 'past_due' })).toBeNull();
    expect(effectiveOrgPlanLimits({ allowBilling: true }, null)).toBeNull();
  });

  it('fills a stored plan without limits with the defaults: everything allowed, unlimited agents', () => {
    const limits = effectiveOrgPlanLimits({ allowBilling: true }, { status: 'active', limits: {} });
    expect(limits).toEqual({ maxAgents: 'infinity', allowAnalytics: true, allowLeads: true, allowVoiceChannel: true });
    expect(orgAgentCap(limits)).toBe('infinity');
    expect(orgAgentCap(null)).toBe('infinity');
    expect(orgAgentCap(strict)).toBe(2);
  });
});

describe('what a plan refuses', () => {
  it('refuses analytics, leads and voice when left out, and no other tab', () => {
    expect(orgPlanRefusesTab(strict, '/analytics')).toBe(
      'Your current subscription plan does not include Analytics. Please upgrade to access it.',
    );
    expect(orgPlanRefusesTab(strict, '/leads')).toContain('Leads');
    expect(orgPlanRefusesTab(strict, '/voice')).toContain('Voice');
    for (const tab of ['/convos', '/home', '/kb', '/settings']) expect(orgPlanRefusesTab(strict, tab)).toBeNull();
    for (const tab of ['/analytics', '/leads', '/voice']) expect(orgPlanRefusesTab(null, tab)).toBeNull();
  });

  it('allows only the listed channels, or every channel without a list', () => {
    expect(orgPlanAllowsChannel(strict, 'telegram')).toBe(true);
    expect(orgPlanAllowsChannel(strict, 'whatsapp')).toBe(false);
    expect(orgPlanAllowsChannel({ ...strict, allowedChannels: undefined }, 'whatsapp')).toBe(true);
    expect(orgPlanAllowsChannel(null, 'whatsapp')).toBe(true);
  });

  it('gives the agent shell its plan features, or none without restrictions', () => {
    expect(planFeaturesOf(strict)).toEqual({ allowAnalytics: false, allowLeads: false, allowVoiceChannel: false });
    expect(planFeaturesOf(null)).toBeNull();
  });
});
