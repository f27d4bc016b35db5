import {
  AGENCY_PICTURES,
  type Agency,
  type AgencyPicture,
  agencyPictureMessage,
  type Region,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { uploadedFilePath } from '../chat/index.js';
import { lockAgency } from './lock-agency.js';
import { agencies } from './schema.js';
import { savedAgency } from './to-agency.js';

const FILE_ID_LENGTH = 24;
const STORED_NAME_LENGTH = 8;

/**
 * A logo, dark mode logo or favicon of the Theme tab (spec 001 §5): a square PNG of at least its
 * size, else refused; kept as sharp redraws it at exactly that size, so what is served is always a
 * plain PNG of ours. The previous picture is dropped in the same transaction.
 */
export async function setAgencyPicture(
  db: Db,
  access: WorkspaceAccess,
  picture: AgencyPicture,
  file: { filename: string; data: Buffer },
): Promise<Agency> {
  const { size, field } = AGENCY_PICTURES[picture];
  const png = await redrawn(file.data, size);
  if (!png) throw new AppError('VALIDATION_FAILED', agencyPictureMessage(picture));
  const id = randomId(FILE_ID_LENGTH);
  return db.transaction(async (tx) => {
    const current = await lockAgency(tx, access.uid);
    await tx.insert(uploadedFiles).values({
      id,
      workspaceUid: access.uid,
      filename: `${randomId(STORED_NAME_LENGTH)}.png`,
      originalName: file.filename.slice(0, 255),
      contentType: 'image/png',
      sizeBytes: png.length,
      data: png,
    });
    const previous = fileIdOf(access.region, current.settings[field]);
    const [row] = await tx
      .update(agencies)
      .set({
        settings: { ...current.settings, [field]: uploadedFilePath(access.region, id) },
        lastModified: new Date(),
      })
      .where(eq(agencies.workspaceUid, access.uid))
      .returning();
    if (previous) {
      await tx
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, previous), eq(uploadedFiles.workspaceUid, access.uid)));
    }
    return savedAgency(row!);
  });
}

/** The picture as a `size` square PNG, or undefined when it is not a square PNG at least that big. */
async function redrawn(data: Buffer, size: number): Promise<Buffer | undefined> {
  try {
    const image = sharp(data, { limitInputPixels: 50_000_000 });
    const { format, width, height } = await image.metadata();
    if (format !== 'png' || !width || width !== height || width < size) return undefined;
    return await image.resize(size, size).png().toBuffer();
  } catch {
    return undefined;
  }
}

function fileIdOf(region: Region, url: string | null | undefined): string | undefined {
  const prefix = uploadedFilePath(region, '');
  return url?.startsWith(prefix) ? url.slice(prefix.length) : undefined;
}
