import { AGENT_LOGO_RULE, onlyTheseFiles, type UploadedFile, uploadRefusal } from '@agent-platform/core';
import sharp from 'sharp';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { fileAddress, type Tenant } from '../../platform/tenancy/index.js';
import { uploadedFilePath } from '../chat/index.js';

/** A file's id is its address: long enough that nobody finds a file without being given its link. */
const FILE_ID_LENGTH = 24;
/** The stored name (spec 000 §8 "Uploader"): 8 random characters and the extension. */
const STORED_NAME_LENGTH = 8;
// An avatar is shown small: a larger logo is scaled down, never up.
const LOGO_MAX_SIDE = 512;

/** What the picture really is, as sharp reads it, and how it is kept and served. */
const LOGO_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;
type LogoFormat = keyof typeof LOGO_FORMATS;

/**
 * The logo uploaded in the wizard's branding step (spec 002 §5.12): refused by the uploader's rule
 * unless it is really a png, jpg, gif or webp picture of at most 0.5 MB, then redrawn by us so that
 * what is kept and served is a plain picture whatever the upload held. Its absolute address becomes
 * the new agent's picture.
 */
export async function uploadAgentLogo(
  deps: { regions: Regions; tenant: Tenant },
  access: WorkspaceAccess,
  file: { filename: string; data: Buffer },
): Promise<UploadedFile> {
  const refusal = uploadRefusal({ name: file.filename, size: file.data.length }, AGENT_LOGO_RULE);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  const { data, format } = await redrawnLogo(file.data);
  const id = randomId(FILE_ID_LENGTH);
  const filename = `${randomId(STORED_NAME_LENGTH)}.${LOGO_FORMATS[format].extension}`;
  await deps.regions
    .db(access.region)
    .insert(uploadedFiles)
    .values({
      id,
      workspaceUid: access.uid,
      filename,
      originalName: file.filename.slice(0, 255),
      contentType: LOGO_FORMATS[format].contentType,
      sizeBytes: data.length,
      data,
    });
  const path = uploadedFilePath(access.region, id);
  return {
    url: fileAddress(deps.tenant, path),
    path,
    id,
    dbFilePath: `${access.uid}/${filename}`,
    filename,
    sizeKB: Math.ceil(data.length / 1024),
  };
}

async function redrawnLogo(upload: Buffer): Promise<{ data: Buffer; format: LogoFormat }> {
  // Animated gif and webp logos keep their frames.
  const image = sharp(upload, { animated: true, limitInputPixels: 50_000_000 });
  const metadata = await image.metadata().catch(() => undefined);
  const format = metadata?.format;
  if (!format || !(format in LOGO_FORMATS)) throw new AppError('VALIDATION_FAILED', notAnAllowedPicture());
  // A photo's camera orientation is applied; an animation has none and keeps its frames as drawn.
  if ((metadata.pages ?? 1) === 1) image.rotate();
  const data = await image
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toFormat(format as LogoFormat)
    .toBuffer()
    .catch(() => {
      throw new AppError('VALIDATION_FAILED', notAnAllowedPicture());
    });
  return { data, format: format as LogoFormat };
}

// A file named like a picture that is not one is refused with the uploader's own words.
const notAnAllowedPicture = () => onlyTheseFiles(AGENT_LOGO_RULE.extensions);
