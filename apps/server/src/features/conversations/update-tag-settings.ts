import type { ConversationTagSettings, ConversationTagSettingsBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgs } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/**
 * Saves the predefined tags and whether only they may be used, on the workspace's own
 * organisation (made here if no agent made it yet). Tags already on conversations stay.
 */
export async function updateTagSettings(
  regions: Regions,
  access: WorkspaceAccess,
  body: ConversationTagSettingsBody,
): Promise<ConversationTagSettings> {
  const lastModified = Math.floor(Date.now() / 1000);
  const [saved] = await regions
    .db(access.region)
    .insert(orgs)
    .values({ id: access.uid, workspaceUid: access.uid, ...body, lastModified })
    .onConflictDoUpdate({
      target: orgs.id,
      set: { ...body, lastModified },
      // An organisation is only ever its own workspace's.
      setWhere: eq(orgs.workspaceUid, access.uid),
    })
    .returning({ predefinedTags: orgs.predefinedTags, disallowAnyTags: orgs.disallowAnyTags });
  if (!saved) throw notFound('Workspace not found.');
  return saved;
}
