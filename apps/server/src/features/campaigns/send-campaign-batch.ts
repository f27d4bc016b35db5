import {
  CAMPAIGN_MESSAGE_CREDITS,
  CAMPAIGN_NO_CREDITS_REASON,
  campaignWindowOpen,
  type Region,
} from '@agent-platform/core';
import { and, asc, eq, exists, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts, campaigns, doNotContact, messages } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { listApprovedTemplates, sendTemplateMessage, WhatsappGraphError } from '../../providers/whatsapp/graph-api.js';
import { chargeInTransaction, refundCredits } from '../billing/index.js';
import { graphUrl, openChannelConversation, type WhatsappDeps, whatsappSender } from '../channels/index.js';
import type { ConversationChanges } from '../conversations/index.js';
import { notify } from '../notifications/index.js';
import { DO_NOT_CONTACT_REASON } from './add-contacts.js';
import type { CampaignRow } from './find-campaign.js';
import { waIdOf } from './normalise-phone.js';

export const CAMPAIGN_QUEUE = 'campaign-send';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [CAMPAIGN_QUEUE]: { campaignId: string };
  }
}

export interface CampaignDeps extends WhatsappDeps {
  jobs: Jobs;
  conversationChanges: ConversationChanges;
  log: FastifyBaseLogger;
}

/** Contacts reached by one job; the next job takes the next ones, so a pause takes effect within a batch. */
const BATCH_SIZE = 20;
/** Contacts looked at per job for one whose hours allow it now. */
const LOOKAHEAD = 500;
/** How soon a campaign whose contacts are all outside their hours looks again. */
const OUTSIDE_HOURS_RECHECK_SECONDS = 60;
/** A send started this long ago and never recorded was cut short by a dead process. */
const INTERRUPTED_AFTER_MS = 2 * 60_000;
export const INTERRUPTED_REASON =
  'Sending was interrupted; it is not tried again, so that nobody gets the message twice.';
export const NOT_CONNECTED_REASON = 'The campaign stopped: the agent is no longer connected to WhatsApp.';
export const TEMPLATE_GONE_REASON = 'The campaign stopped: its template is no longer approved.';

/**
 * One step of a running campaign: reaches the next contacts whose days and hours allow it now, then
 * queues the next step, or marks the campaign completed when nobody is left to reach.
 *
 * Each contact is claimed (`dispatched_at`) and charged in one commit before the message goes
 * out, so a killed process never sends to anyone twice: a claim never recorded as sent is marked
 * failed by a later step, not sent again. A message WhatsApp refused is refunded.
 */
export async function sendCampaignBatch(deps: CampaignDeps, region: Region, campaignId: string): Promise<void> {
  const db = deps.regions.db(region);
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) return;
  if (campaign.status === 'scheduled') {
    const waitSeconds = Math.ceil(((campaign.startsAt?.getTime() ?? 0) - Date.now()) / 1000);
    if (waitSeconds > 0) {
      await deps.jobs.enqueue(region, CAMPAIGN_QUEUE, { campaignId }, { startAfterSeconds: waitSeconds });
      return;
    }
    await db
      .update(campaigns)
      .set({ status: 'running', startedAt: sql`coalesce(${campaigns.startedAt}, now())` })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'scheduled')));
  } else if (campaign.status !== 'running') return;

  await failInterruptedSends(deps.regions, region, campaignId);
  const sender = await whatsappSender(deps, region, campaign.agentId);
  if (!sender) return stopCampaign(deps, region, campaign, NOT_CONNECTED_REASON);
  const templates = await listApprovedTemplates(graphUrl(deps), sender.token, sender.wabaId);
  const template = templates.find(
    (t) => t.name === campaign.template?.name && t.language === campaign.template.language,
  );
  if (!template || !campaign.template) return stopCampaign(deps, region, campaign, TEMPLATE_GONE_REASON);

  const now = new Date();
  const due = (
    await db
      .select()
      .from(campaignContacts)
      .where(
        and(
          eq(campaignContacts.campaignId, campaignId),
          eq(campaignContacts.state, 'queued'),
          isNull(campaignContacts.dispatchedAt),
        ),
      )
      .orderBy(asc(campaignContacts.position))
      .limit(LOOKAHEAD)
  )
    .filter((contact) => campaignWindowOpen(campaign, contact.timeZone ?? campaign.timeZone, now))
    .slice(0, BATCH_SIZE);

  for (const contact of due) {
    const claimed = await claimContact(deps.regions, region, campaign, contact.id, contact.phone);
    if (claimed === 'not-running') return;
    if (claimed === 'no-credits') return stopCampaign(deps, region, campaign, CAMPAIGN_NO_CREDITS_REASON);
    if (claimed !== 'claimed') continue;
    const values = campaign.template.variables.map((field) => contactField(contact, field));
    const text = fillTemplate(template.bodyText, values) || template.name;
    try {
      await sendTemplateMessage(graphUrl(deps), sender.token, sender.phoneId, waIdOf(contact.phone), {
        name: template.name,
        language: template.language,
        bodyParameters: values,
      });
    } catch (error) {
      if (!(error instanceof WhatsappGraphError)) throw error;
      await refundCredits(deps.regions, region, {
        workspaceUid: campaign.workspaceUid,
        chargeKey: chargeKey(contact.id),
      });
      await db
        .update(campaignContacts)
        .set({ state: 'failed', cost: 0, lastError: error.message, updatedAt: sql`now()` })
        .where(eq(campaignContacts.id, contact.id));
      continue;
    }
    const { conversation } = await openChannelConversation(
      deps,
      region,
      campaign.agentId,
      'whatsapp',
      waIdOf(contact.phone),
    );
    await db.transaction(async (tx) => {
      await tx.insert(messages).values({
        conversationId: conversation.id,
        role: 'assistant',
        sender: 'ai',
        content: text,
        responder: 'campaign',
      });
      await tx
        .update(campaignContacts)
        .set({ state: 'messaged', reachedAt: sql`now()`, conversationId: conversation.id, updatedAt: sql`now()` })
        .where(eq(campaignContacts.id, contact.id));
    });
    await deps.conversationChanges.publish({
      region,
      workspaceUid: campaign.workspaceUid,
      conversationId: conversation.id,
    });
  }
  await queueNextStep(deps, region, campaign, due.length === BATCH_SIZE);
}

const chargeKey = (contactId: string) => `campaign-message:${contactId}`;

/**
 * Claims a contact for sending, in one commit with its charge: only while the campaign runs, and
 * never a number put on the do-not-contact list since it was added.
 */
async function claimContact(
  regions: Regions,
  region: Region,
  campaign: CampaignRow,
  contactId: string,
  phone: string,
): Promise<'claimed' | 'skipped' | 'not-running' | 'no-credits'> {
  try {
    return await regions.db(region).transaction(async (tx) => {
      const [running] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')))
        .for('share');
      if (!running) return 'not-running';
      const blocked = exists(
        tx
          .select({ phone: doNotContact.phone })
          .from(doNotContact)
          .where(and(eq(doNotContact.workspaceUid, campaign.workspaceUid), eq(doNotContact.phone, phone))),
      );
      const [optedOut] = await tx
        .update(campaignContacts)
        .set({ state: 'opted_out', lastError: DO_NOT_CONTACT_REASON, updatedAt: sql`now()` })
        .where(and(eq(campaignContacts.id, contactId), isNull(campaignContacts.dispatchedAt), blocked))
        .returning({ id: campaignContacts.id });
      if (optedOut) return 'skipped';
      const [claimed] = await tx
        .update(campaignContacts)
        .set({
          dispatchedAt: sql`now()`,
          dispatchedBy: regions.mark.id,
          attempts: sql`${campaignContacts.attempts} + 1`,
          cost: CAMPAIGN_MESSAGE_CREDITS,
          updatedAt: sql`now()`,
        })
        .where(and(eq(campaignContacts.id, contactId), isNull(campaignContacts.dispatchedAt)))
        .returning({ id: campaignContacts.id });
      if (!claimed) return 'skipped';
      await chargeInTransaction(tx, {
        workspaceUid: campaign.workspaceUid,
        credits: CAMPAIGN_MESSAGE_CREDITS,
        idempotencyKey: chargeKey(contactId),
        reason: 'Campaign message',
        causedBy: 'agent',
        agentId: campaign.agentId,
        logMessage: `Campaign "${campaign.name}"`,
      });
      return 'claimed';
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'OUT_OF_CREDITS') return 'no-credits';
    throw error;
  }
}

/**
 * Claims never recorded as sent whose process is gone (killed mid-send), or older than a send can
 * take (a hung process): they are failed, never sent again.
 */
async function failInterruptedSends(regions: Regions, region: Region, campaignId: string) {
  await regions
    .db(region)
    .update(campaignContacts)
    .set({ state: 'failed', lastError: INTERRUPTED_REASON, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignContacts.campaignId, campaignId),
        eq(campaignContacts.state, 'queued'),
        isNotNull(campaignContacts.dispatchedAt),
        or(
          regions.mark.gone(region, campaignContacts.dispatchedBy),
          lt(campaignContacts.dispatchedAt, new Date(Date.now() - INTERRUPTED_AFTER_MS)),
        ),
      ),
    );
}

/** The next step now when more contacts may be due, in a minute when all left are outside their hours; or the end. */
async function queueNextStep(deps: CampaignDeps, region: Region, campaign: CampaignRow, moreDueNow: boolean) {
  const db = deps.regions.db(region);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaign.id), eq(campaignContacts.state, 'queued')));
  if ((left?.count ?? 0) === 0) {
    await db
      .update(campaigns)
      .set({ status: 'completed', endedAt: sql`now()` })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')));
    return;
  }
  await deps.jobs.enqueue(
    region,
    CAMPAIGN_QUEUE,
    { campaignId: campaign.id },
    moreDueNow ? {} : { startAfterSeconds: OUTSIDE_HOURS_RECHECK_SECONDS },
  );
}

/** Pauses a campaign that cannot go on by itself, says why on it, and tells the workspace. */
async function stopCampaign(deps: CampaignDeps, region: Region, campaign: CampaignRow, reason: string) {
  const [stopped] = await deps.regions
    .db(region)
    .update(campaigns)
    .set({ status: 'paused', stoppedReason: reason })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')))
    .returning({ id: campaigns.id });
  if (!stopped) return;
  await notify(deps, region, campaign.workspaceUid, {
    source: 'lowCredits',
    title: `Campaign "${campaign.name}" paused`,
    body: reason,
    urlPathname: `/app/${region}/agents/${campaign.agentId}/leads?view=campaigns&campaign=${campaign.id}`,
    agentId: campaign.agentId,
  });
}

/** A contact's value for a template variable: one of its fields, or a custom column (`custom:<column>`). */
function contactField(contact: typeof campaignContacts.$inferSelect, field: string): string {
  if (field.startsWith('custom:')) return contact.customFields[field.slice('custom:'.length)] ?? '';
  if (field === 'name' || field === 'phone' || field === 'email') return contact[field] ?? '';
  return '';
}

/** The template's body as the person reads it: {{1}}, {{2}}... filled in. */
export const fillTemplate = (body: string, values: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (placeholder, n: string) => values[Number(n) - 1] ?? placeholder);
