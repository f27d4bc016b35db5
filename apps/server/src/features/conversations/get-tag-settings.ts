import { type ConversationTagSettings, DEFAULT_CONVERSATION_TAG_SETTINGS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgs } from '../../platform/db/schema/index.js';

/**
 * The workspace's own organisation's tags for conversations (its id is the workspace's uid). A
 * workspace whose organisation has no row yet has none, and any tag may be used.
 */
export async function getTagSettings(regions: Regions, access: WorkspaceAccess): Promise<ConversationTagSettings> {
  const [org] = await regions
    .db(access.region)
    .select({ predefinedTags: orgs.predefinedTags, disallowAnyTags: orgs.disallowAnyTags })
    .from(orgs)
    .where(and(eq(orgs.id, access.uid), eq(orgs.workspaceUid, access.uid)))
    .limit(1);
  return org ?? DEFAULT_CONVERSATION_TAG_SETTINGS;
}
