import {
  CHAT_UPLOAD_EXTENSIONS,
  CHAT_UPLOAD_MAX_MB,
  type Region,
  type UploadedFile,
  uploadRefusal,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ConversationRow } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, uploadedFiles } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { fileAddress, type Tenant } from '../../platform/tenancy/index.js';

/** A file's id is its address: long enough that nobody finds a file without being given its link. */
const FILE_ID_LENGTH = 24;
/** The stored name (spec 000 §8 "Uploader"): 8 random characters and the original extension. */
const STORED_NAME_LENGTH = 8;

/** The type a file is served as, from its extension only: what the visitor's browser claimed is not trusted. */
export const CHAT_FILE_TYPES: Record<(typeof CHAT_UPLOAD_EXTENSIONS)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Where an uploaded file (a chat attachment, a workspace photo) is served. */
export const uploadedFilePath = (region: Region, fileId: string) => `/api/${region}/public/files/${fileId}`;

/** Keeps a file a visitor attached in their chat, when the agent accepts files (`acceptFileUpload`). */
export async function uploadChatFile(
  deps: { regions: Regions; tenant: Tenant },
  region: Region,
  conversation: ConversationRow,
  file: { filename: string; data: Buffer },
): Promise<UploadedFile> {
  const db = deps.regions.db(region);
  const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, conversation.agentId));
  if (!agent?.doc.acceptFileUpload) throw new AppError('VALIDATION_FAILED', 'This chat does not accept files.');
  const refusal = uploadRefusal(
    { name: file.filename, size: file.data.length },
    { maxSizeMB: CHAT_UPLOAD_MAX_MB, extensions: CHAT_UPLOAD_EXTENSIONS },
  );
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  const extension = file.filename.split('.').pop()?.toLowerCase() as keyof typeof CHAT_FILE_TYPES;
  const id = randomId(FILE_ID_LENGTH);
  const filename = `${randomId(STORED_NAME_LENGTH)}.${extension}`;
  await db.insert(uploadedFiles).values({
    id,
    workspaceUid: conversation.workspaceUid,
    agentId: conversation.agentId,
    conversationId: conversation.id,
    filename,
    originalName: file.filename.slice(0, 255),
    contentType: CHAT_FILE_TYPES[extension],
    sizeBytes: file.data.length,
    data: file.data,
  });
  const path = uploadedFilePath(region, id);
  return {
    url: fileAddress(deps.tenant, path),
    path,
    id,
    dbFilePath: `${conversation.id}/${filename}`,
    filename,
    sizeKB: Math.ceil(file.data.length / 1024),
  };
}
