import type { Region } from '@agent-platform/core';
import { and, eq, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts, campaigns } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { WhatsappDeps } from '../channels/index.js';
import type { ConversationChanges } from '../conversations/index.js';
import { callContacts } from './call-contacts.js';
import type { CampaignRow } from './find-campaign.js';
import { messageContacts } from './message-contacts.js';
import { stopCampaign } from './stop-campaign.js';

export const CAMPAIGN_QUEUE = 'campaign-send';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [CAMPAIGN_QUEUE]: { campaignId: string };
  }
}

export interface CampaignDeps extends WhatsappDeps {
  config: WhatsappDeps['config'] & { providers: { twilioApiUrl: string } };
  jobs: Jobs;
  conversationChanges: ConversationChanges;
  log: FastifyBaseLogger;
}

/** What one step did: whether more contacts may be due at once; or why the campaign must stop; or that it no longer runs. */
export type StepOutcome = { moreDueNow: boolean } | { stop: string } | 'not-running';

/** How soon a campaign whose contacts are all outside their hours, or waiting on calls, looks again. */
const RECHECK_SECONDS = 60;
/** A send or call started this long ago and never recorded was cut short by a hung process. */
const INTERRUPTED_AFTER_MS = 2 * 60_000;
/** Twilio ends any call after four hours: a call still `calling` after that lost its final status. */
const CALL_LOST_AFTER_MS = 4 * 3600_000;
export const INTERRUPTED_REASON = 'Sending was interrupted; it is not tried again, so that nobody is reached twice.';
export const CALL_LOST_REASON = 'The call’s end was never reported.';

/**
 * One step of a running campaign: reaches the next contacts whose days and hours allow it now
 * (by WhatsApp template or by phone), then queues the next step, or marks the campaign
 * completed when nobody is left to reach. A scheduled campaign starts at its time.
 */
export async function runCampaignStep(deps: CampaignDeps, region: Region, campaignId: string): Promise<void> {
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

  await failInterrupted(deps.regions, region, campaignId);
  const outcome =
    campaign.kind === 'voice'
      ? await callContacts(deps, region, campaign)
      : await messageContacts(deps, region, campaign);
  if (outcome === 'not-running') return;
  if ('stop' in outcome) return stopCampaign(deps, region, campaign, outcome.stop);
  await queueNextStep(deps, region, campaign, outcome.moreDueNow);
}

/** Asks for a step of the campaign now: a call ended and freed its line. */
export const queueCampaignStep = (deps: { jobs: Jobs }, region: Region, campaignId: string) =>
  deps.jobs.enqueue(region, CAMPAIGN_QUEUE, { campaignId });

/**
 * Claims never followed up whose process is gone (killed mid-send), or older than a send can take
 * (a hung process): they are failed, never tried again. A call whose end Twilio never reported
 * frees its line after Twilio's longest call.
 */
async function failInterrupted(regions: Regions, region: Region, campaignId: string) {
  const cutShort = or(
    regions.mark.gone(region, campaignContacts.dispatchedBy),
    lt(campaignContacts.dispatchedAt, new Date(Date.now() - INTERRUPTED_AFTER_MS)),
  );
  const db = regions.db(region);
  await db
    .update(campaignContacts)
    .set({ state: 'failed', lastError: INTERRUPTED_REASON, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignContacts.campaignId, campaignId),
        isNotNull(campaignContacts.dispatchedAt),
        or(
          eq(campaignContacts.state, 'queued'),
          and(eq(campaignContacts.state, 'calling'), isNull(campaignContacts.callSid)),
        ),
        cutShort,
      ),
    );
  await db
    .update(campaignContacts)
    .set({ state: 'failed', lastError: CALL_LOST_REASON, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignContacts.campaignId, campaignId),
        eq(campaignContacts.state, 'calling'),
        lt(campaignContacts.dispatchedAt, new Date(Date.now() - CALL_LOST_AFTER_MS)),
      ),
    );
}

/**
 * The next step: now when more contacts may be due, else when the next retry falls due or within
 * a minute (hours opening, a lost call status); or the end, when nobody is queued or being called.
 */
async function queueNextStep(deps: CampaignDeps, region: Region, campaign: CampaignRow, moreDueNow: boolean) {
  const db = deps.regions.db(region);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int`, nextRetry: min(campaignContacts.nextAttemptAt) })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaign.id), inArray(campaignContacts.state, ['queued', 'calling'])));
  if ((left?.count ?? 0) === 0) {
    await db
      .update(campaigns)
      .set({ status: 'completed', endedAt: sql`now()` })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')));
    return;
  }
  const untilRetry = left?.nextRetry ? Math.ceil((left.nextRetry.getTime() - Date.now()) / 1000) : RECHECK_SECONDS;
  const startAfterSeconds = moreDueNow ? 0 : Math.max(1, Math.min(RECHECK_SECONDS, untilRetry));
  await deps.jobs.enqueue(region, CAMPAIGN_QUEUE, { campaignId: campaign.id }, { startAfterSeconds });
}
