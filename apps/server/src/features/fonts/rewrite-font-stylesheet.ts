import { FONT_FILES_PATH, isFontFilePath } from './font-file-path.js';

/** One @font-face block, with the comment before it that names its subset (latin, cyrillic...), if any. */
const FONT_FACE = /(?:\/\*[^*]*\*\/\s*)?@font-face\s*\{[^{}]*\}/g;
const URL_REFERENCE = /url\(\s*(['"]?)([^'"()\s]*)\1\s*\)/g;

/**
 * The font service's stylesheet as our server serves it: only its @font-face blocks whose every
 * file is a woff2 below `filesUrl`, each pointed at our own copy (FONT_FILES_PATH), so a page
 * that loads it never calls another host. Anything else in the sheet is left out.
 */
export function rewriteFontStylesheet(css: string, filesUrl: string): string {
  const base = `${filesUrl}/`;
  const ownPath = (url: string) => (url.startsWith(base) ? url.slice(base.length) : undefined);
  const kept = (css.match(FONT_FACE) ?? []).filter((block) => {
    // A backslash could spell `url(` in a way the pattern below would not see.
    if (block.includes('\\')) return false;
    const urls = [...block.matchAll(URL_REFERENCE)].map((match) => match[2] ?? '');
    const mentions = block.match(/url\(/gi)?.length ?? 0;
    return urls.length > 0 && urls.length === mentions && urls.every((url) => isFontFilePath(ownPath(url) ?? ''));
  });
  return kept
    .map((block) =>
      block.replace(URL_REFERENCE, (_match, _quote, url: string) => `url(${FONT_FILES_PATH}${ownPath(url)})`),
    )
    .join('\n')
    .concat('\n');
}
