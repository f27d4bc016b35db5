import type { ClientSelf, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { clients, uploadedFiles } from '../../platform/db/schema/index.js';
import { squarePhoto } from '../../platform/http/square-photo.js';
import { randomId } from '../../platform/ids.js';
import { uploadedFilePath } from '../chat/index.js';
import { toClientSelf } from '../clients/index.js';

const FILE_ID_LENGTH = 24;
const STORED_NAME_LENGTH = 8;

/**
 * The Account drawer's photo, kept as a 256x256 PNG among the agency's files; the previous photo
 * is dropped in the same transaction.
 */
export async function setClientPhoto(
  regions: Regions,
  access: ClientAccess,
  file: { filename: string; data: Buffer },
): Promise<ClientSelf> {
  const png = await squarePhoto(file);
  const id = randomId(FILE_ID_LENGTH);
  return regions.db(access.region).transaction(async (tx) => {
    const [before] = await tx
      .select({ squarePhotoURL: clients.squarePhotoURL })
      .from(clients)
      .where(eq(clients.id, access.clientId))
      .for('update');
    await tx.insert(uploadedFiles).values({
      id,
      workspaceUid: access.workspaceUid,
      filename: `${randomId(STORED_NAME_LENGTH)}.png`,
      originalName: file.filename.slice(0, 255),
      contentType: 'image/png',
      sizeBytes: png.length,
      data: png,
    });
    const [row] = await tx
      .update(clients)
      .set({ squarePhotoURL: uploadedFilePath(access.region, id), lastModified: new Date() })
      .where(eq(clients.id, access.clientId))
      .returning();
    const previous = previousPhotoId(access.region, before?.squarePhotoURL ?? null);
    if (previous) {
      await tx
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, previous), eq(uploadedFiles.workspaceUid, access.workspaceUid)));
    }
    if (!row) throw new Error(`client ${access.clientId} vanished while its photo was saved`);
    return toClientSelf(row);
  });
}

function previousPhotoId(region: Region, photoURL: string | null): string | undefined {
  const prefix = uploadedFilePath(region, '');
  return photoURL?.startsWith(prefix) ? photoURL.slice(prefix.length) : undefined;
}
