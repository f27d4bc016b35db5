import { uploadRefusal, WORKSPACE_PHOTO_RULE } from '@agent-platform/core';
import sharp from 'sharp';
import { AppError } from '../errors.js';

const PHOTO_SIZE = 256;
export const UNREADABLE_PHOTO_MESSAGE = 'This file is not a picture we can read. Choose a PNG, JPG or WEBP image.';

/**
 * An uploaded photo (a workspace's, a client's) checked by the uploader's rule, then redrawn as a
 * 256x256 PNG cropped to a square, so what is kept and served is always a plain picture of ours,
 * whatever the upload held.
 */
export async function squarePhoto(file: { filename: string; data: Buffer }): Promise<Buffer> {
  const refusal = uploadRefusal({ name: file.filename, size: file.data.length }, WORKSPACE_PHOTO_RULE);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  return sharp(file.data, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError('VALIDATION_FAILED', UNREADABLE_PHOTO_MESSAGE);
    });
}
