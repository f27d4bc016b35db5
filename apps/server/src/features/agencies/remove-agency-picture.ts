import { AGENCY_PICTURES, type Agency, type AgencyPicture } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { uploadedFilePath } from '../chat/index.js';
import { lockAgency } from './lock-agency.js';
import { agencies } from './schema.js';
import { savedAgency } from './to-agency.js';

/** Takes a logo, dark mode logo or favicon away, with its stored file; the product's shows instead. */
export async function removeAgencyPicture(db: Db, access: WorkspaceAccess, picture: AgencyPicture): Promise<Agency> {
  const { field } = AGENCY_PICTURES[picture];
  return db.transaction(async (tx) => {
    const current = await lockAgency(tx, access.uid);
    const prefix = uploadedFilePath(access.region, '');
    const url = current.settings[field];
    const [row] = await tx
      .update(agencies)
      .set({ settings: { ...current.settings, [field]: null }, lastModified: new Date() })
      .where(eq(agencies.workspaceUid, access.uid))
      .returning();
    if (url?.startsWith(prefix)) {
      await tx
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, url.slice(prefix.length)), eq(uploadedFiles.workspaceUid, access.uid)));
    }
    return savedAgency(row!);
  });
}
