import type { Lead, LeadOrigin, LeadStatus } from '@agent-platform/core';
import type { leads } from '../../platform/db/schema/index.js';

export function toLead(row: typeof leads.$inferSelect): Lead {
  return {
    id: row.id,
    agentId: row.agentId,
    conversationId: row.conversationId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    origin: row.origin as LeadOrigin,
    status: row.status as LeadStatus,
    customFields: row.customFields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a conversation's visitor came from, as a lead origin (spec 002 §3.14). */
export function leadOriginOf(channel: string): LeadOrigin {
  if (channel === 'whatsapp') return 'whatsapp';
  if (channel === 'instagram') return 'instagram';
  if (channel === 'messenger') return 'facebook';
  return 'web';
}
