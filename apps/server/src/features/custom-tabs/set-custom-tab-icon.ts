import { CUSTOM_TAB_ICON_NOT_IMAGE_MESSAGE, CUSTOM_TAB_NOT_FOUND_MESSAGE, type CustomTabs } from '@agent-platform/core';
import sharp from 'sharp';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { uploadedFilePath } from '../chat/index.js';
import { dropIconFile } from './icon-file.js';
import { saveCustomTabs } from './save-custom-tabs.js';

const FILE_ID_LENGTH = 24;
const STORED_NAME_LENGTH = 8;
// The side navigation draws icons at 20-24 px; 128 keeps them sharp on dense screens.
const ICON_SIZE = 128;

/**
 * A tab's icon (spec 001 §5, at most 1 MB, which the route's upload limit enforces): any picture
 * sharp reads, redrawn as a PNG within 128 px so what is served is always a plain PNG of ours
 * (never an SVG with a script). The previous icon is dropped in the same transaction.
 */
export async function setCustomTabIcon(
  db: Db,
  access: WorkspaceAccess,
  tabOrigin: string,
  tabId: string,
  file: { filename: string; data: Buffer },
): Promise<CustomTabs> {
  const png = await redrawn(file.data);
  if (!png) throw new AppError('VALIDATION_FAILED', CUSTOM_TAB_ICON_NOT_IMAGE_MESSAGE);
  return saveCustomTabs(db, access.uid, tabOrigin, async (tabs, tx) => {
    const tab = tabs.find((candidate) => candidate.id === tabId);
    if (!tab) throw notFound(CUSTOM_TAB_NOT_FOUND_MESSAGE);
    const id = randomId(FILE_ID_LENGTH);
    await tx.insert(uploadedFiles).values({
      id,
      workspaceUid: access.uid,
      filename: `${randomId(STORED_NAME_LENGTH)}.png`,
      originalName: file.filename.slice(0, 255),
      contentType: 'image/png',
      sizeBytes: png.length,
      data: png,
    });
    await dropIconFile(tx, access, tab.iconUrl);
    const iconUrl = uploadedFilePath(access.region, id);
    return tabs.map((candidate) => (candidate.id === tabId ? { ...candidate, iconUrl } : candidate));
  });
}

async function redrawn(data: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}
