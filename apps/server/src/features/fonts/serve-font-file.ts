import { AppError } from '../../platform/errors.js';
import type { FontCache } from './font-cache.js';
import { isFontFilePath } from './font-file-path.js';
import { FONT_NOT_AVAILABLE_MESSAGE } from './serve-font-stylesheet.js';

/** A font file our stylesheets point at (`/api/fonts/files/{path}`), from the font service's file host. */
export async function serveFontFile(fonts: FontCache, path: string): Promise<Buffer> {
  if (!isFontFilePath(path)) throw new AppError('NOT_FOUND', FONT_NOT_AVAILABLE_MESSAGE);
  const bytes = await fonts.file(path);
  if (bytes === undefined) throw new AppError('NOT_FOUND', FONT_NOT_AVAILABLE_MESSAGE);
  return bytes;
}
