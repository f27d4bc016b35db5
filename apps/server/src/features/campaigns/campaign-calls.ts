import { fillOpeningLine, phoneCallCost, type Region } from '@agent-platform/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts, campaigns, phoneCalls } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { INTERRUPTED_REASON, queueCampaignStep } from './run-campaign-step.js';

/** Twilio's final call statuses. */
const FINAL_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

/** A contact of a campaign of the number's workspace, by the id Twilio's signed webhook address carries. */
async function contactOfCall(regions: Regions, region: Region, workspaceUid: string, contactId: string) {
  const [found] = await regions
    .db(region)
    .select({ contact: campaignContacts, campaign: campaigns })
    .from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(and(eq(campaignContacts.id, contactId), eq(campaigns.workspaceUid, workspaceUid)));
  return found;
}

/** What the agent says first when a campaign's contact picks up: the campaign's line, filled in for them; none to keep the agent's greeting. */
export async function campaignCallOpening(
  deps: { regions: Regions },
  region: Region,
  number: { workspaceUid: string },
  contactId: string,
): Promise<string | undefined> {
  const found = await contactOfCall(deps.regions, region, number.workspaceUid, contactId);
  if (!found?.campaign.openingLine) return undefined;
  return fillOpeningLine(found.campaign.openingLine, found.contact) || undefined;
}

/** The contact picked up: their results link to the call's conversation in Chats. */
export async function noteCampaignCallAnswered(
  deps: { regions: Regions },
  region: Region,
  number: { workspaceUid: string },
  contactId: string,
  callSid: string,
): Promise<void> {
  const db = deps.regions.db(region);
  const [call] = await db
    .select({ conversationId: phoneCalls.conversationId })
    .from(phoneCalls)
    .where(eq(phoneCalls.callSid, callSid));
  if (!call?.conversationId || !(await contactOfCall(deps.regions, region, number.workspaceUid, contactId))) return;
  await db
    .update(campaignContacts)
    .set({
      conversationId: call.conversationId,
      reachedAt: sql`coalesce(${campaignContacts.reachedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaignContacts.id, contactId));
}

/**
 * A campaign call's final status (after `endCall` charged its minutes): answered, or no answer and
 * busy (queued again while retries are left, after the campaign's spacing), or failed. Twilio
 * sending it again changes nothing. The line is free: the campaign takes its next step.
 */
export async function noteCampaignCall(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  number: { workspaceUid: string },
  contactId: string,
  params: Record<string, string>,
): Promise<void> {
  const status = params.CallStatus ?? '';
  if (!FINAL_STATUSES.has(status)) return;
  const found = await contactOfCall(deps.regions, region, number.workspaceUid, contactId);
  if (!found) return;
  const { contact, campaign } = found;
  const reported = Number.parseInt(params.CallDuration ?? '0', 10);
  const seconds = Number.isFinite(reported) && reported > 0 ? reported : 0;
  const retry = (status === 'no-answer' || status === 'busy') && contact.attempts <= campaign.retryCount;
  const outcome =
    status === 'completed'
      ? {
          state: 'answered' as const,
          durationSeconds: seconds,
          cost: phoneCallCost(seconds).credits,
          respondedAt: sql`now()`,
        }
      : retry
        ? {
            state: 'queued' as const,
            dispatchedAt: null,
            dispatchedBy: null,
            callSid: null,
            nextAttemptAt: new Date(Date.now() + campaign.retrySpacingMinutes * 60_000),
          }
        : status === 'no-answer'
          ? { state: 'no_answer' as const }
          : status === 'busy'
            ? { state: 'busy' as const }
            : {
                state: 'failed' as const,
                lastError: `The call ${status === 'canceled' ? 'was cancelled' : 'failed'}.`,
              };
  const db = deps.regions.db(region);
  // Only the call placed for the contact ends it; one cut short by a dead process may still report here.
  const ofThisCall = or(isNull(campaignContacts.callSid), eq(campaignContacts.callSid, params.CallSid ?? ''));
  const [ended] = await db
    .update(campaignContacts)
    .set({ ...outcome, reachedAt: sql`coalesce(${campaignContacts.reachedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignContacts.id, contact.id),
        ofThisCall,
        or(
          eq(campaignContacts.state, 'calling'),
          and(eq(campaignContacts.state, 'failed'), eq(campaignContacts.lastError, INTERRUPTED_REASON)),
        ),
      ),
    )
    .returning({ id: campaignContacts.id });
  if (!ended && status === 'completed') {
    // Asked to hear no more during the call: it stays opted out, with what the call took.
    await db
      .update(campaignContacts)
      .set({ durationSeconds: seconds, cost: phoneCallCost(seconds).credits, updatedAt: sql`now()` })
      .where(and(eq(campaignContacts.id, contact.id), eq(campaignContacts.state, 'opted_out'), ofThisCall));
  }
  if (campaign.status === 'running') await queueCampaignStep(deps, region, campaign.id);
}
