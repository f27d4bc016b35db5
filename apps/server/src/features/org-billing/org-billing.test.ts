import {
  ORG_OUT_OF_CREDITS_MESSAGE,
  type OrgPlanLimits,
  STARTING_CREDITS,
  type SubscriptionStatus,
  USD_PER_CREDIT,
  WEB_CALLING_OFF_MESSAGE,
} from '@agent-platform/core';
import { eq, sql, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { signUpWithWorkspace } from '../../../test/app.js';
import { FAKE_LLM_KEY, useChatTestbed } from '../../../test/chat-client.js';
import { creditLedger, creditReservations, orgCreditLedger, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { chargeCredits, transferOrgCredits } from '../billing/index.js';
import { recordOrgPayment } from './record-org-payment.js';
import { saveOrgAutoRecharge } from './save-org-auto-recharge.js';
import { saveOrgSubscription } from './save-org-subscription.js';

const { bed, startChat, send } = useChatTestbed();
const db = () => bed.app.regions.db('na');

const OPEN_PLAN: OrgPlanLimits = {
  maxAgents: 'infinity',
  allowAnalytics: true,
  allowLeads: true,
  allowVoiceChannel: true,
};
const NARROW_PLAN: OrgPlanLimits = {
  allowedChannels: ['whatsapp'],
  maxAgents: 1,
  allowAnalytics: false,
  allowLeads: false,
  allowVoiceChannel: false,
};

interface Billed {
  agency: TestAgency;
  uid: string;
  agentId: string;
  orgId: string;
  client: Awaited<ReturnType<typeof addClient>>;
}

/** An agency with an agent given to one client of a new organisation. */
async function agencyWithOrg(client: Record<string, unknown> = {}): Promise<Billed> {
  const agency = await agencyWithHost(bed.app);
  const uid = agency.workspace.uid;
  const created = await agency.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Bakery bot' });
  const agentId = created.json().agentCreated.ID as string;
  const added = await addClient(agency, { widgetIDs: [agentId], ...client });
  return { agency, uid, agentId, orgId: added.orgId, client: added };
}

/** Billing on and a subscription in `status` (the payment-account side sets both in the product). */
async function bill(org: Billed, status: SubscriptionStatus, limits = OPEN_PLAN, allowBilling = true) {
  await db().update(orgs).set({ allowBilling }).where(eq(orgs.id, org.orgId));
  await saveOrgSubscription(db(), org.uid, org.orgId, {
    planId: 'plan_basic',
    providerSubscriptionId: `sub_${org.orgId}`,
    status,
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    limits,
    credits: 5000,
  });
}

const fundOrg = (org: Billed, credits: number, key = `fund-${credits}`) =>
  transferOrgCredits(bed.app.regions, 'na', {
    workspaceUid: org.uid,
    orgId: org.orgId,
    direction: 'toOrg',
    credits,
    idempotencyKey: key,
  });

const balances = async (org: Billed) => {
  const [workspace] = await db().select().from(workspaces).where(eq(workspaces.uid, org.uid));
  const [row] = await db().select().from(orgs).where(eq(orgs.id, org.orgId));
  return { workspace: workspace?.loadTokens, org: row?.credits };
};

const usage = (org: Billed, credits: number, idempotencyKey: string) =>
  chargeCredits(bed.app.regions, 'na', {
    workspaceUid: org.uid,
    credits,
    idempotencyKey,
    reason: 'agent-reply',
    causedBy: 'agent',
    agentId: org.agentId,
  });

describe('when billing applies to an organisation', () => {
  it('only with allowBilling on and an active subscription: then the client session carries its plan', async () => {
    const org = await agencyWithOrg({ canAccess: ['/home', '/analytics'] });
    const browser = await signedInClient(bed.app, org.agency, org.client);
    const planFeatures = async () => (await browser.get('/api/client-auth/session')).json().planFeatures;

    expect(await planFeatures()).toBeNull();
    await bill(org, 'active', NARROW_PLAN, false);
    expect(await planFeatures()).toBeNull();
    await bill(org, 'past_due', NARROW_PLAN);
    expect(await planFeatures()).toBeNull();
    await bill(org, 'active', NARROW_PLAN);
    expect(await planFeatures()).toEqual({ allowAnalytics: false, allowLeads: false, allowVoiceChannel: false });
  });
});

describe("the organisation's plan limits", () => {
  it("refuse a client's analytics and leads calls the plan leaves out, and allow them when billing does not apply", async () => {
    const org = await agencyWithOrg({ canAccess: ['/home', '/analytics', '/leads'] });
    const browser = await signedInClient(bed.app, org.agency, org.client);
    const analytics = () => browser.get(`/api/na/v2/agents/${org.agentId}/analytics`);
    const leads = () => browser.get(`/api/na/workspaces/${org.uid}/leads`);

    expect((await analytics()).statusCode).toBe(200);
    expect((await leads()).statusCode).toBe(200);

    await bill(org, 'active', NARROW_PLAN);
    const refusedAnalytics = await analytics();
    expect([refusedAnalytics.statusCode, refusedAnalytics.json().error.message]).toEqual([
      403,
      'Your current subscription plan does not include Analytics. Please upgrade to access it.',
    ]);
    const refusedLeads = await leads();
    expect([refusedLeads.statusCode, refusedLeads.json().error.message]).toEqual([
      403,
      'Your current subscription plan does not include Leads. Please upgrade to access it.',
    ]);
    // Tabs the plan does not name stay open.
    expect((await browser.get(`/api/na/workspaces/${org.uid}/overall-stats`)).statusCode).toBe(200);
    // The agency itself is not a client: its own calls are never limited by its client's plan.
    expect((await org.agency.client.get(`/api/na/v2/agents/${org.agentId}/analytics`)).statusCode).toBe(200);

    await bill(org, 'canceled', NARROW_PLAN);
    expect((await analytics()).statusCode).toBe(200);
    expect((await leads()).statusCode).toBe(200);
  });

  it("refuse a client's new agent beyond the plan's maximum, in the spec's words", async () => {
    const org = await agencyWithOrg({ canAccess: ['/home'], allowCreateAgents: true });
    // The agency's own plan has room for every agent: only the organisation's plan limits here.
    await db()
      .update(workspaces)
      .set({ limits: sql`${workspaces.limits} || '{"maxAgents":"infinity"}'::jsonb` })
      .where(eq(workspaces.uid, org.uid));
    const browser = await signedInClient(bed.app, org.agency, org.client);
    const create = () => browser.post(`/api/na/workspaces/${org.uid}/agents`, { agentName: 'Another' });

    await bill(org, 'active', { ...NARROW_PLAN, maxAgents: 2 });
    expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      403,
      'You have reached the maximum number of agents (2) for your current subscription plan. Please upgrade to add more agents.',
    ]);
    await bill(org, 'past_due', { ...NARROW_PLAN, maxAgents: 2 });
    expect((await create()).statusCode).toBe(201);
  });

  it('refuse connecting a channel the plan leaves out, for an agent billed to the organisation', async () => {
    const org = await agencyWithOrg();
    await bill(org, 'active', NARROW_PLAN);
    const res = await org.agency.client.put(`/api/na/v2/agents/${org.agentId}/channels/telegram`, {
      botToken: '7000000001:AAH-planted_token_for_plan_check',
    });
    expect([res.statusCode, res.json().error.message]).toEqual([
      403,
      'Your current subscription plan does not include access to Telegram. Please upgrade to access this channel.',
    ]);
  });
});

describe("the organisation's voice channel", () => {
  it('takes no web calls for an agent billed to a plan without voice, and takes them when billing does not apply', async () => {
    const org = await agencyWithOrg();
    const { agent } = (await org.agency.client.get(`/api/na/v2/agents/${org.agentId}`)).json();
    const saved = await org.agency.client.post(`/api/na/v2/agents/${org.agentId}`, {
      ...agent,
      voiceConfig: {
        ...agent.voiceConfig,
        config: { ...agent.voiceConfig.config, enableWebCalling: true },
        transcriber: { ...agent.voiceConfig.transcriber, provider: 'browser' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const call = async () => {
      const chat = await startChat(org.agentId);
      return bed.app.inject({
        method: 'POST',
        url: `/api/na/public/conversations/${chat.conversationId}/calls`,
        headers: { authorization: `Bearer ${chat.visitorToken}` },
      });
    };
    await bill(org, 'active', NARROW_PLAN);
    const refused = await call();
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, WEB_CALLING_OFF_MESSAGE]);
    await bill(org, 'unpaid', NARROW_PLAN);
    expect((await call()).statusCode).toBe(201);
  });
});

describe("an organisation's credits", () => {
  it("pay for its agents' usage when billing applies, once per idempotency key; otherwise the workspace pays", async () => {
    const org = await agencyWithOrg();
    await fundOrg(org, 100);
    expect(await balances(org)).toEqual({ workspace: STARTING_CREDITS - 100, org: 100 });

    // Billing does not apply yet: the workspace pays, as before.
    expect(await usage(org, 10, 'before-billing')).toMatchObject({ charged: true });
    expect(await balances(org)).toEqual({ workspace: STARTING_CREDITS - 110, org: 100 });

    await bill(org, 'active');
    expect(await usage(org, 30.5, 'reply-1')).toMatchObject({ charged: true, balanceAfter: 69.5, orgId: org.orgId });
    expect(await usage(org, 30.5, 'reply-1')).toEqual({ charged: false, reason: 'already-charged' });
    // A key the workspace paid before is not charged again to the organisation.
    expect(await usage(org, 10, 'before-billing')).toEqual({ charged: false, reason: 'already-charged' });
    expect(await balances(org)).toEqual({ workspace: STARTING_CREDITS - 110, org: 69.5 });

    const [logged] = await db()
      .select({ total: sum(orgCreditLedger.delta) })
      .from(orgCreditLedger)
      .where(eq(orgCreditLedger.orgId, org.orgId));
    expect(Number(logged?.total)).toBe(69.5);
  });

  it("open the widget's usage gate for an agent the organisation pays for, whatever the agency's own balance", async () => {
    const org = await agencyWithOrg();
    await fundOrg(org, 100);
    await bill(org, 'active');
    await db().update(workspaces).set({ loadTokens: 0 }).where(eq(workspaces.uid, org.uid));
    const gate = async (query: string) =>
      (await bed.app.inject({ url: `/api/na/public/users/${org.uid}/check-credits${query}` })).json().continue;
    const agentUsage = async () =>
      (await bed.app.inject({ url: `/api/na/v2/public/agents/${org.agentId}/usage` })).json().data.shouldContinue;
    expect(await gate(`?agentId=${org.agentId}`)).toBe(true);
    expect(await agentUsage()).toBe(true);
    // Without the agent, the check is the workspace's own, as the spec's call gives it.
    expect(await gate('')).toBe(false);

    // The organisation ran out while the agency still has credits: the organisation's agent stops.
    await db().update(workspaces).set({ loadTokens: 500 }).where(eq(workspaces.uid, org.uid));
    await db().update(orgs).set({ credits: 0 }).where(eq(orgs.id, org.orgId));
    expect(await gate(`?agentId=${org.agentId}`)).toBe(false);
    expect(await agentUsage()).toBe(false);
  });

  it('never go below zero: more than the balance is refused, concurrent charges take only what it holds', async () => {
    const org = await agencyWithOrg();
    await fundOrg(org, 100);
    await bill(org, 'active');

    const refused = await usage(org, 100.5, 'too-much').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(ORG_OUT_OF_CREDITS_MESSAGE);

    const results = await Promise.allSettled(Array.from({ length: 14 }, (_, i) => usage(org, 10, `parallel-${i}`)));
    const charged = results.filter((r) => r.status === 'fulfilled' && r.value.charged);
    const outOfCredits = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).message === ORG_OUT_OF_CREDITS_MESSAGE,
    );
    expect([charged.length, outOfCredits.length]).toEqual([10, 4]);
    expect((await balances(org)).org).toBe(0);
    expect((await balances(org)).workspace).toBe(STARTING_CREDITS - 100);
  });

  it("pay for a visitor's answers through the engine, and not the workspace", async () => {
    const org = await agencyWithOrg();
    const model = await org.agency.client.post(`/api/na/workspaces/${org.uid}/llm-credentials`, {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: bed.llm.url,
      apiKey: FAKE_LLM_KEY,
    });
    expect(model.statusCode).toBe(201);
    await fundOrg(org, 200);
    await bill(org, 'active');
    const before = await balances(org);
    const chat = await startChat(org.agentId);
    const answered = await send(chat, { messageId: 'm1', text: 'Hello, do you bake bread?' });
    expect(answered.statusCode, answered.body).toBe(200);
    const charges = await db().select().from(orgCreditLedger).where(eq(orgCreditLedger.orgId, org.orgId));
    const reply = charges.find((row) => row.reason === 'agent-reply');
    expect(reply).toMatchObject({ agentId: org.agentId, causedBy: 'agent' });
    expect((await balances(org)).org).toBe(200 + (reply?.delta ?? 0));
    expect(reply?.delta).toBeLessThan(0);
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.workspaceUid, org.uid));
    expect(rows.filter((row) => row.reason === 'agent-reply')).toEqual([]);
    expect((await balances(org)).workspace).toBe(before.workspace);
    // The answer's reservation held the organisation's credits, and gave them all back as it was charged.
    const [held] = await db().select({ held: orgs.heldCredits }).from(orgs).where(eq(orgs.id, org.orgId));
    expect(held?.held).toBe(0);
    expect(await db().select().from(creditReservations).where(eq(creditReservations.workspaceUid, org.uid))).toEqual(
      [],
    );
  });
});

describe("the agency's margin on an organisation", () => {
  it('is what the client paid net of the platform fee against its usage at the platform price', async () => {
    const org = await agencyWithOrg();
    await fundOrg(org, 1000);
    await bill(org, 'active');
    expect(await recordOrgPayment(db(), org.uid, org.orgId, payment('pay_1', 2900, 145))).toEqual({ recorded: true });
    // The same payment reported again (its webhook) is recorded once.
    expect(await recordOrgPayment(db(), org.uid, org.orgId, payment('pay_1', 2900, 145))).toEqual({ recorded: false });
    await recordOrgPayment(db(), org.uid, org.orgId, { ...payment('pay_2', 1000, 50), kind: 'credits' });
    await usage(org, 250, 'reply-a');
    await usage(org, 150, 'reply-b');

    const res = await org.agency.client.get(`/api/na/workspaces/${org.uid}/agency/orgs/${org.orgId}/billing-margin`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      orgId: org.orgId,
      billingApplies: true,
      paid: 37.05,
      platformFee: 1.95,
      creditsUsed: 400,
      cost: 400 * USD_PER_CREDIT,
      margin: Math.round((37.05 - 400 * USD_PER_CREDIT) * 100) / 100,
      currency: 'USD',
    });
  });

  it("is not found for another workspace's organisation", async () => {
    const org = await agencyWithOrg();
    const other = await signUpWithWorkspace(bed.app);
    const res = await other.client.get(
      `/api/na/workspaces/${other.workspace.uid}/agency/orgs/${org.orgId}/billing-margin`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("an organisation's auto-recharge", () => {
  it('cannot be switched on on the free plan, and saves within the sliders on a paid plan', async () => {
    const org = await agencyWithOrg();
    const on = { enabled: true, threshold: 1000, amount: 10, monthlyLimit: 0 };
    const refused = await saveOrgAutoRecharge(db(), org.uid, org.orgId, on).catch((error: unknown) => error);
    expect((refused as AppError).message).toBe('You are on the free plan. You cannot enable auto-recharge.');
    await bill(org, 'active');
    expect(await saveOrgAutoRecharge(db(), org.uid, org.orgId, on)).toEqual(on);
    const outOfRange = await saveOrgAutoRecharge(db(), org.uid, org.orgId, { ...on, amount: 30 }).catch(
      (error: unknown) => error,
    );
    expect((outOfRange as AppError).message).toBe('Choose an amount between 5 and 25, in steps of 5.');
  });
});

function payment(providerPaymentId: string, amountCents: number, platformFeeCents: number) {
  return { kind: 'plan' as const, amountCents, currency: 'USD' as const, platformFeeCents, providerPaymentId };
}
