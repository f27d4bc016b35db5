/** Where our server serves the font service's files: `{FONT_FILES_PATH}{path below FONTS_FILES_URL}`. */
export const FONT_FILES_PATH = '/api/fonts/files/';

/**
 * Segments of letters, digits, `_`, `-` and `.` that do not start with a dot, ending in .woff2:
 * nothing that could climb out of the file host's tree, reach another host or carry a query.
 */
const SAFE_FONT_FILE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.woff2$/;
const MAX_PATH_LENGTH = 300;

/** Whether `path` (below FONTS_FILES_URL) is one our server may fetch and serve. */
export function isFontFilePath(path: string): boolean {
  return path.length <= MAX_PATH_LENGTH && SAFE_FONT_FILE_PATH.test(path) && !path.includes('..');
}
