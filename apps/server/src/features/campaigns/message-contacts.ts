import { CAMPAIGN_MESSAGE_CREDITS, CAMPAIGN_NO_CREDITS_REASON, type Region } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import { campaignContacts, messages } from '../../platform/db/schema/index.js';
import { listApprovedTemplates, sendTemplateMessage, WhatsappGraphError } from '../../providers/whatsapp/graph-api.js';
import { chargeInTransaction, refundCredits } from '../billing/index.js';
import { graphUrl, openChannelConversation, whatsappSender } from '../channels/index.js';
import { claimContact } from './claim-contact.js';
import { type ContactRow, dueContacts } from './due-contacts.js';
import type { CampaignRow } from './find-campaign.js';
import { waIdOf } from './normalise-phone.js';
import type { CampaignDeps, StepOutcome } from './run-campaign-step.js';

/** Contacts messaged by one step; the next step takes the next ones, so a pause takes effect within a batch. */
const BATCH_SIZE = 20;
export const NOT_CONNECTED_REASON = 'The campaign stopped: the agent is no longer connected to WhatsApp.';
export const TEMPLATE_GONE_REASON = 'The campaign stopped: its template is no longer approved.';

const chargeKey = (contactId: string) => `campaign-message:${contactId}`;

/**
 * A WhatsApp campaign's step: sends the template to the next contacts due. Each contact is
 * claimed and charged in one commit before its message goes out; a message WhatsApp refused is
 * refunded. The template shows in the contact's conversation, where their reply lands.
 */
export async function messageContacts(deps: CampaignDeps, region: Region, campaign: CampaignRow): Promise<StepOutcome> {
  const db = deps.regions.db(region);
  const sender = await whatsappSender(deps, region, campaign.agentId);
  if (!sender) return { stop: NOT_CONNECTED_REASON };
  const chosen = campaign.template;
  const templates = await listApprovedTemplates(graphUrl(deps), sender.token, sender.wabaId);
  const template = templates.find((t) => t.name === chosen?.name && t.language === chosen.language);
  if (!template || !chosen) return { stop: TEMPLATE_GONE_REASON };

  const due = await dueContacts(db, campaign, BATCH_SIZE);
  for (const contact of due) {
    const claimed = await claimContact(deps.regions, region, campaign, contact, {
      set: { cost: CAMPAIGN_MESSAGE_CREDITS },
      inClaim: async (tx) => {
        await chargeInTransaction(tx, {
          workspaceUid: campaign.workspaceUid,
          credits: CAMPAIGN_MESSAGE_CREDITS,
          idempotencyKey: chargeKey(contact.id),
          reason: 'Campaign message',
          causedBy: 'agent',
          agentId: campaign.agentId,
          logMessage: `Campaign "${campaign.name}"`,
        });
      },
    });
    if (claimed === 'not-running') return 'not-running';
    if (claimed === 'no-credits') return { stop: CAMPAIGN_NO_CREDITS_REASON };
    if (claimed !== 'claimed') continue;
    const values = chosen.variables.map((field) => contactField(contact, field));
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
        content: fillTemplate(template.bodyText, values) || template.name,
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
  return { moreDueNow: due.length === BATCH_SIZE };
}

/** A contact's value for a template variable: one of its fields, or a custom column (`custom:<column>`). */
function contactField(contact: ContactRow, field: string): string {
  if (field.startsWith('custom:')) return contact.customFields[field.slice('custom:'.length)] ?? '';
  if (field === 'name' || field === 'phone' || field === 'email') return contact[field] ?? '';
  return '';
}

/** The template's body as the person reads it: {{1}}, {{2}}... filled in. */
export const fillTemplate = (body: string, values: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (placeholder, n: string) => values[Number(n) - 1] ?? placeholder);
