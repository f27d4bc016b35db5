import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** A file attached in a chat, by its id (the unguessable part of its link). */
export async function readChatFile(regions: Regions, region: Region, fileId: string) {
  const [file] = await regions
    .db(region)
    .select({
      filename: uploadedFiles.filename,
      contentType: uploadedFiles.contentType,
      data: uploadedFiles.data,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId))
    .limit(1);
  if (!file) throw notFound('File not found.');
  return file;
}
