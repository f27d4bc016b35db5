import {
  CAMPAIGN_NO_CONTACTS,
  CAMPAIGN_NO_OUTBOUND_CALLS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TEMPLATE_NOT_APPROVED,
  CAMPAIGN_TEMPLATE_REQUIRED,
  type Campaign,
  type CampaignStatus,
  NO_AGENT_NUMBER,
} from '@agent-platform/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { campaignContacts, campaigns, twilioNumbers, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { requireChannelInPlan } from '../channels/index.js';
import { requireTwilioAccount } from '../credentials/index.js';
import { approvedCampaignTemplates } from './approved-campaign-templates.js';
import { type CampaignRow, findCampaign } from './find-campaign.js';
import { CAMPAIGN_QUEUE, type CampaignDeps } from './run-campaign-step.js';
import { toCampaign } from './to-campaign.js';

export type CampaignAction = 'start' | 'pause' | 'resume' | 'cancel';

/** The statuses each action may be taken from, and what it is called in a refusal. */
const FROM: Record<CampaignAction, { statuses: CampaignStatus[]; verb: string }> = {
  start: { statuses: ['draft'], verb: 'started' },
  pause: { statuses: ['scheduled', 'running'], verb: 'paused' },
  resume: { statuses: ['paused'], verb: 'resumed' },
  cancel: { statuses: ['draft', 'scheduled', 'running', 'paused'], verb: 'cancelled' },
};

/**
 * Starts, pauses, resumes or cancels a campaign. Starting checks it can run (a template approved
 * for the agent's connected number, the plan's WhatsApp, at least one contact); a campaign whose
 * start time is still ahead is scheduled. A pause takes effect before the next contact.
 */
export async function changeCampaignStatus(
  deps: CampaignDeps,
  access: WorkspaceAccess,
  campaignId: string,
  action: CampaignAction,
): Promise<Campaign> {
  const db = deps.regions.db(access.region);
  const current = await findCampaign(db, access, campaignId);
  if (action === 'start') await requireRunnable(deps, access, current);
  const { campaign, queued } = await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, access, campaignId, { forUpdate: true });
    const allowed = FROM[action];
    if (!allowed.statuses.includes(campaign.status)) {
      throw new AppError(
        'CAMPAIGN_STATE',
        `A ${CAMPAIGN_STATUS_LABELS[campaign.status].toLowerCase()} campaign cannot be ${allowed.verb}.`,
      );
    }
    const later = campaign.startsAt !== null && campaign.startsAt.getTime() > Date.now();
    const status: CampaignStatus =
      action === 'pause' ? 'paused' : action === 'cancel' ? 'cancelled' : later ? 'scheduled' : 'running';
    const [changed] = await tx
      .update(campaigns)
      .set({
        status,
        stoppedReason: null,
        ...(status === 'running' ? { startedAt: sql`coalesce(${campaigns.startedAt}, now())` } : {}),
        ...(status === 'cancelled' ? { endedAt: sql`now()` } : {}),
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return { campaign: changed!, queued: status === 'running' || status === 'scheduled' };
  });
  if (queued) await deps.jobs.enqueue(access.region, CAMPAIGN_QUEUE, { campaignId: campaign.id });
  return toCampaign(db, campaign);
}

async function requireRunnable(deps: CampaignDeps, access: WorkspaceAccess, campaign: CampaignRow) {
  const db = deps.regions.db(access.region);
  const [contact] = await db
    .select({ id: campaignContacts.id })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaign.id), eq(campaignContacts.state, 'queued')))
    .limit(1);
  if (!contact) throw new AppError('VALIDATION_FAILED', CAMPAIGN_NO_CONTACTS);
  if (campaign.kind === 'voice') return requireCallable(deps, access, campaign);
  if (!campaign.template) throw new AppError('VALIDATION_FAILED', CAMPAIGN_TEMPLATE_REQUIRED);
  await requireChannelInPlan(
    deps.regions,
    {
      region: access.region,
      agentId: campaign.agentId,
      workspaceUid: campaign.workspaceUid,
      principal: access.principal.kind,
      workspace: access,
    },
    'whatsapp',
  );
  const templates = await approvedCampaignTemplates(deps, access.region, campaign.agentId);
  const { name, language } = campaign.template;
  if (!templates.some((t) => t.name === name && t.language === language)) {
    throw new AppError('VALIDATION_FAILED', CAMPAIGN_TEMPLATE_NOT_APPROVED);
  }
}

/** A phone campaign needs a paid plan, lines for its calls, the agent's number, and the workspace's Twilio account. */
async function requireCallable(deps: CampaignDeps, access: WorkspaceAccess, campaign: CampaignRow) {
  const db = deps.regions.db(access.region);
  const [workspace] = await db
    .select({ plan: workspaces.plan, limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, campaign.workspaceUid));
  if (!workspace || workspace.plan === 'free') throw new AppError('PLAN_LIMIT', CAMPAIGN_NO_OUTBOUND_CALLS);
  const lines = workspace.limits.maxConcurrentCalls;
  if (campaign.maxSimultaneous > lines) {
    throw new AppError(
      'PLAN_LIMIT',
      `Your plan allows ${lines} calls at once: lower the campaign's simultaneous calls.`,
    );
  }
  const [number] = await db
    .select({ id: twilioNumbers.id })
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.agentId, campaign.agentId), isNull(twilioNumbers.releasedAt)))
    .limit(1);
  if (!number) throw new AppError('VALIDATION_FAILED', NO_AGENT_NUMBER);
  await requireTwilioAccount(deps.regions, deps.secretBox, access.region, campaign.workspaceUid);
}
