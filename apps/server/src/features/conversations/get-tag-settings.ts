import { type ConversationTagSettings, DEFAULT_CONVERSATION_TAG_SETTINGS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgs } from '../../platform/db/schema/index.js';

/**
 * The organisation's tags for conversations: a client's own organisation's, else the workspace's
 * own (its id is the workspace's uid). An organisation with no row yet has none, and any tag may be used.
 */
export async function getTagSettings(regions: Regions, access: WorkspaceAccess): Promise<ConversationTagSettings> {
  const orgId = access.principal.kind === 'client' ? access.principal.client.orgId : access.uid;
  const [org] = await regions
    .db(access.region)
    .select({ predefinedTags: orgs.predefinedTags, disallowAnyTags: orgs.disallowAnyTags })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, access.uid)))
    .limit(1);
  return org ?? DEFAULT_CONVERSATION_TAG_SETTINGS;
}
