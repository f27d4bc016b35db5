import { type AudienceReport, CAMPAIGN_NOT_EDITABLE, type LeadAudience } from '@agent-platform/core';
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, leads } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { addContacts, type ContactCandidate } from './add-contacts.js';
import { findCampaign } from './find-campaign.js';
import { normalisePhone } from './normalise-phone.js';

export const LEAD_WITHOUT_PHONE = 'No valid phone number';

/**
 * Adds the campaign agent's leads chosen by the filter (status, channel, tags of their
 * conversation, date, a custom field) to a draft campaign. Leads whose phone is
 * not a valid international number are left out, with why.
 */
export async function addLeadContacts(
  regions: Regions,
  access: WorkspaceAccess,
  campaignId: string,
  audience: LeadAudience,
): Promise<AudienceReport> {
  return regions.db(access.region).transaction(async (tx) => {
    const campaign = await findCampaign(tx, access, campaignId, { forUpdate: true });
    if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_STATE', CAMPAIGN_NOT_EDITABLE);
    const tagged = audience.tags?.length
      ? or(...audience.tags.map((tag) => sql`${tag} = any(${conversations.tags})`))
      : undefined;
    const chosen = await tx
      .select({ lead: leads })
      .from(leads)
      .leftJoin(conversations, eq(conversations.id, leads.conversationId))
      .where(
        and(
          eq(leads.workspaceUid, campaign.workspaceUid),
          eq(leads.agentId, campaign.agentId),
          isNotNull(leads.phone),
          audience.statuses?.length ? inArray(leads.status, audience.statuses) : undefined,
          audience.origins?.length ? inArray(leads.origin, audience.origins) : undefined,
          tagged,
          audience.since ? gte(leads.createdAt, new Date(audience.since)) : undefined,
          audience.until ? lte(leads.createdAt, new Date(audience.until)) : undefined,
          audience.customField
            ? sql`${leads.customFields} ->> ${audience.customField.name} = ${audience.customField.value}`
            : undefined,
        ),
      );
    const contacts: ContactCandidate[] = [];
    const withoutPhone: AudienceReport['excluded'] = [];
    for (const { lead } of chosen) {
      const phone = normalisePhone(lead.phone ?? '');
      if (!phone) withoutPhone.push({ phone: lead.phone ?? '', reason: LEAD_WITHOUT_PHONE });
      else
        contacts.push({
          phone,
          name: lead.name ?? undefined,
          email: lead.email ?? undefined,
          customFields: lead.customFields,
        });
    }
    const report = await addContacts(tx, campaign, contacts);
    return { ...report, excluded: [...withoutPhone, ...report.excluded], rejected: [] };
  });
}
