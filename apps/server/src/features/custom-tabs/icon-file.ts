import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { uploadedFilePath } from '../chat/index.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Drops a tab's uploaded icon, when the URL is one of this workspace's files. */
export async function dropIconFile(tx: Transaction, access: { uid: string; region: Region }, url: string | null) {
  const prefix = uploadedFilePath(access.region, '');
  if (!url?.startsWith(prefix)) return;
  await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, url.slice(prefix.length)), eq(uploadedFiles.workspaceUid, access.uid)));
}
