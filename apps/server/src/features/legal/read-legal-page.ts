import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_PAGES, type LegalPage, type LegalPageName } from '@agent-platform/core';
import { notFound } from '../../platform/errors.js';

const HEADING = /^#\s+(.+)$/m;

/** A legal page from the operator's folder (`LEGAL_PAGES_DIR`); its first `# ` heading is its title. */
export async function readLegalPage(dir: string, page: LegalPageName): Promise<LegalPage> {
  let markdown: string;
  try {
    markdown = await readFile(path.join(dir, `${page}.md`), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
      throw notFound('This page does not exist.');
    throw error;
  }
  const heading = HEADING.exec(markdown);
  const title = heading?.[1]?.trim() || LEGAL_PAGES[page];
  // The title is shown above the text: the heading is not repeated under it.
  return { page, title, markdown: heading ? markdown.replace(heading[0], '').trim() : markdown.trim() };
}
