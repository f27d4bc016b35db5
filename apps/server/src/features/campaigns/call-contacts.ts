import { CAMPAIGN_NO_CREDITS_REASON, type Region } from '@agent-platform/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { campaignContacts, twilioNumbers, workspaces } from '../../platform/db/schema/index.js';
import { createCall, TwilioError } from '../../providers/twilio/twilio-api.js';
import { checkCredits } from '../billing/index.js';
import { findTwilioAccount } from '../credentials/index.js';
import { voiceWebhookUrls } from '../voice/index.js';
import { claimContact } from './claim-contact.js';
import { dueContacts } from './due-contacts.js';
import type { CampaignRow } from './find-campaign.js';
import type { CampaignDeps, StepOutcome } from './run-campaign-step.js';

export const NO_NUMBER_REASON = 'The campaign stopped: the agent has no phone number to call from.';
export const NO_TWILIO_REASON = 'The campaign stopped: the workspace’s Twilio credentials are gone.';

/**
 * A phone campaign's step: calls the next contacts due from the agent's number, as many as the
 * campaign's lines (and the plan's call lines) leave free. A call runs as an inbound one does,
 * opening with the campaign's line; its final status (see `noteCampaignCall`) frees the line,
 * charges its minutes, and asks for the next step. A contact is claimed before its call is
 * placed, so no one is called twice.
 */
export async function callContacts(deps: CampaignDeps, region: Region, campaign: CampaignRow): Promise<StepOutcome> {
  const db = deps.regions.db(region);
  const [number] = await db
    .select()
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.agentId, campaign.agentId), isNull(twilioNumbers.releasedAt)))
    .orderBy(asc(twilioNumbers.purchasedAt))
    .limit(1);
  if (!number) return { stop: NO_NUMBER_REASON };
  const account = await findTwilioAccount(deps.regions, deps.secretBox, region, campaign.workspaceUid);
  if (!account) return { stop: NO_TWILIO_REASON };
  const [workspace] = await db
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, campaign.workspaceUid));
  const lines = Math.min(campaign.maxSimultaneous, workspace?.limits.maxConcurrentCalls ?? 0);
  const due = await dueContacts(db, campaign, lines);
  const hooks = voiceWebhookUrls(deps.config, region, number.id);
  for (const contact of due) {
    // Minutes are charged when a call ends, up to what the balance holds: no call starts without credits.
    if (!(await checkCredits(deps.regions, region, campaign.workspaceUid, campaign.agentId)).continue) {
      return { stop: CAMPAIGN_NO_CREDITS_REASON };
    }
    const claimed = await claimContact(deps.regions, region, campaign, contact, { set: { state: 'calling' }, lines });
    if (claimed === 'not-running') return 'not-running';
    if (claimed === 'lines-full') break;
    if (claimed !== 'claimed') continue;
    const forContact = `?campaignContact=${encodeURIComponent(contact.id)}`;
    try {
      const placed = await createCall(deps.config.providers.twilioApiUrl, account, {
        from: number.number,
        to: contact.phone,
        url: `${hooks.voiceUrl}${forContact}`,
        statusCallback: `${hooks.statusCallback}${forContact}`,
      });
      await db.update(campaignContacts).set({ callSid: placed.callSid }).where(eq(campaignContacts.id, contact.id));
    } catch (error) {
      if (!(error instanceof TwilioError)) throw error;
      await db
        .update(campaignContacts)
        .set({ state: 'failed', lastError: `Twilio refused the call: ${error.description}` })
        .where(eq(campaignContacts.id, contact.id));
    }
  }
  return { moreDueNow: false };
}
