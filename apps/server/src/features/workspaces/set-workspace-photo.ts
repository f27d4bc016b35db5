import type { Region, Workspace } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { uploadedFiles, workspaces } from '../../platform/db/schema/index.js';
import { squarePhoto } from '../../platform/http/square-photo.js';
import { randomId } from '../../platform/ids.js';
import { uploadedFilePath } from '../chat/index.js';
import { getWorkspace } from './get-workspace.js';

const FILE_ID_LENGTH = 24;
const STORED_NAME_LENGTH = 8;

/** The workspace editor's photo, kept as a 256x256 PNG; the previous photo is dropped in the same transaction. */
export async function setWorkspacePhoto(
  regions: Regions,
  access: WorkspaceAccess,
  file: { filename: string; data: Buffer },
): Promise<Workspace> {
  const png = await squarePhoto(file);
  const id = randomId(FILE_ID_LENGTH);
  await regions.db(access.region).transaction(async (tx) => {
    const [workspace] = await tx
      .select({ photoURL: workspaces.photoURL })
      .from(workspaces)
      .where(eq(workspaces.uid, access.uid))
      .for('update');
    await tx.insert(uploadedFiles).values({
      id,
      workspaceUid: access.uid,
      filename: `${randomId(STORED_NAME_LENGTH)}.png`,
      originalName: file.filename.slice(0, 255),
      contentType: 'image/png',
      sizeBytes: png.length,
      data: png,
    });
    await tx
      .update(workspaces)
      .set({ photoURL: uploadedFilePath(access.region, id) })
      .where(eq(workspaces.uid, access.uid));
    const previous = previousPhotoId(access.region, workspace?.photoURL ?? null);
    if (previous) {
      await tx
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, previous), eq(uploadedFiles.workspaceUid, access.uid)));
    }
  });
  return getWorkspace(regions, access);
}

function previousPhotoId(region: Region, photoURL: string | null): string | undefined {
  const prefix = uploadedFilePath(region, '');
  return photoURL?.startsWith(prefix) ? photoURL.slice(prefix.length) : undefined;
}
