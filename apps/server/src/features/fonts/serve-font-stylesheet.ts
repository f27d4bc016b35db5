import { INHERIT_FONT, knownFontName } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';
import type { FontCache } from './font-cache.js';

export const FONT_NOT_AVAILABLE_MESSAGE = 'This font is not available.';

/**
 * The stylesheet at `/api/fonts/{Family}.css` (agencyFontStylesheetPath): only for a family the
 * agency theme accepts, so the font service is asked only for names we ship.
 */
export async function serveFontStylesheet(fonts: FontCache, file: string): Promise<string> {
  const family = file.endsWith('.css') ? knownFontName(file.slice(0, -'.css'.length)) : undefined;
  if (!family || family === INHERIT_FONT) throw new AppError('NOT_FOUND', FONT_NOT_AVAILABLE_MESSAGE);
  const css = await fonts.stylesheet(family);
  if (css === undefined) throw new AppError('NOT_FOUND', FONT_NOT_AVAILABLE_MESSAGE);
  return css;
}
