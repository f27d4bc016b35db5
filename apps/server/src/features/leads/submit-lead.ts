import type { Lead, LeadSubmission, Region } from '@agent-platform/core';
import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationRow } from '../../platform/auth/principals.js';
import { leads } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { ConversationChanges } from '../conversations/index.js';
import { emitWorkspaceEvent } from '../events/index.js';
import { type NotifyDeps, notify } from '../notifications/index.js';
import { leadOriginOf, toLead } from './to-lead.js';

const LEAD_ID_LENGTH = 16;

/**
 * The visitor's contact details, from the chat's lead form or the engine's lead tool. A
 * conversation has one lead: details given again fill in or correct it, keeping what was not
 * given again and the status a member gave it. Only the first details notify the workspace and
 * raise `lead_created`.
 */
export async function submitLead(
  deps: NotifyDeps & { conversationChanges: ConversationChanges; log?: FastifyBaseLogger | undefined },
  region: Region,
  conversation: ConversationRow,
  submission: LeadSubmission,
): Promise<Lead> {
  const [row] = await deps.regions
    .db(region)
    .insert(leads)
    .values({
      id: randomId(LEAD_ID_LENGTH),
      workspaceUid: conversation.workspaceUid,
      agentId: conversation.agentId,
      conversationId: conversation.id,
      name: submission.name ?? null,
      email: submission.email ?? null,
      phone: submission.phone ?? null,
      origin: leadOriginOf(conversation.channel),
      customFields: submission.customFields ?? {},
    })
    .onConflictDoUpdate({
      target: leads.conversationId,
      set: {
        name: sql`coalesce(excluded.name, ${leads.name})`,
        email: sql`coalesce(excluded.email, ${leads.email})`,
        phone: sql`coalesce(excluded.phone, ${leads.phone})`,
        customFields: sql`${leads.customFields} || excluded.custom_fields`,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 only on a row this statement inserted, not on one it updated.
    .returning({ ...getTableColumns(leads), isNew: sql<boolean>`(xmax = 0)` });
  const { isNew, ...stored } = row!;
  const lead = toLead(stored);
  await deps.conversationChanges.publish({
    region,
    workspaceUid: conversation.workspaceUid,
    conversationId: conversation.id,
  });
  if (isNew) {
    const contact = lead.name ?? lead.email ?? lead.phone ?? 'A visitor';
    await notify(deps, region, conversation.workspaceUid, {
      source: 'newLead',
      title: `New lead: ${contact}`,
      body: `${contact} left their contact details in a chat.`,
      urlPathname: `/app/${region}/agents/${encodeURIComponent(conversation.agentId)}/leads`,
      agentId: conversation.agentId,
    });
    await emitWorkspaceEvent(deps, region, conversation.workspaceUid, 'lead_created', {
      leadId: lead.id,
      agentId: conversation.agentId,
      conversationId: conversation.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      customFields: lead.customFields,
      origin: lead.origin,
    });
  }
  return lead;
}
