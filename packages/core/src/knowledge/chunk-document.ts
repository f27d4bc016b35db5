import { chunkText, defaultOverlap } from './chunk-text.js';

/** One chunk of a document, as stored for retrieval. */
export interface DocumentChunk {
  /** What the model is shown: the headings above the chunk's first section, then its text. */
  text: string;
  /** The headings of the sections the chunk holds, outermost first, indexed above its text. */
  headings: string[];
}

interface Section {
  /** Its own heading and those above it, outermost first; empty before a document's first heading. */
  path: { level: number; text: string }[];
  /** Its Markdown, starting with its own heading line (the text before a document's first heading has none). */
  markdown: string;
}

// The headings repeated at the top of a chunk take at most this share of it, innermost kept first.
const MAX_HEADING_SHARE = 4;

/**
 * Splits a document's text into chunks of at most `maxChars` characters along its Markdown
 * headings (web pages and HTML are read as Markdown), so that a section that fits in a chunk is
 * never cut in two: sections are packed into chunks whole, and only a section longer than a chunk
 * is cut, by `chunkText`, each part under its headings. A chunk starts with the headings above it
 * that it does not hold ("# Visit us", "## Address"), so the model sees where its text belongs.
 * Text without headings, or read with `markdown: false`, is chunked by `chunkText` alone.
 */
export function chunkDocument(
  text: string,
  maxChars: number,
  { markdown = true, overlapChars = defaultOverlap(maxChars) }: { markdown?: boolean; overlapChars?: number } = {},
): DocumentChunk[] {
  const sections = markdown ? toSections(text) : [{ path: [], markdown: text.trim() }];
  const chunks: DocumentChunk[] = [];
  let packed: Section[] = [];
  let prefix = '';
  const flush = () => {
    // A heading with no text before the next heading is not a chunk: it heads the next one.
    if (packed.every((s) => s.path.length > 0 && !s.markdown.includes('\n'))) {
      packed = [];
      return;
    }
    chunks.push({ text: joinParts([prefix, ...packed.map((s) => s.markdown)]), headings: headingsOf(packed) });
    packed = [];
  };

  for (const section of sections) {
    if (
      packed.length > 0 &&
      joinParts([prefix, ...packed.map((s) => s.markdown), section.markdown]).length <= maxChars
    ) {
      packed.push(section);
      continue;
    }
    flush();
    // Later sections of a chunk sit under its first one's headings, or under headings it holds.
    prefix = headingLines(section.path.slice(0, -1), maxChars);
    if (joinParts([prefix, section.markdown]).length <= maxChars) {
      packed.push(section);
      continue;
    }
    // Too long for one chunk: each part is headed by the section's own heading too.
    const own = headingLines(section.path, maxChars);
    const body = section.path.length > 0 ? withoutHeadingLine(section.markdown) : section.markdown;
    const room = maxChars - (own ? own.length + 2 : 0);
    for (const part of chunkText(body, room, Math.min(overlapChars, defaultOverlap(room)))) {
      chunks.push({ text: joinParts([own, part]), headings: section.path.map((h) => h.text) });
    }
    prefix = '';
  }
  flush();
  return chunks;
}

const joinParts = (parts: string[]) => parts.filter(Boolean).join('\n\n');

/** Each heading once, in the order the chunk's sections name them. */
function headingsOf(sections: Section[]): string[] {
  return [...new Set(sections.flatMap((s) => s.path.map((h) => h.text)))];
}

/** `path` as Markdown heading lines, dropping outer headings past the chunk's share for them. */
function headingLines(path: Section['path'], maxChars: number): string {
  const lines: string[] = [];
  let length = 0;
  for (const heading of [...path].reverse()) {
    const line = `${'#'.repeat(heading.level)} ${heading.text}`;
    if (length + line.length + 1 > maxChars / MAX_HEADING_SHARE) break;
    lines.unshift(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

const withoutHeadingLine = (markdown: string) => markdown.slice(markdown.indexOf('\n') + 1).trim();

// CommonMark ATX headings: up to three spaces, 1-6 '#', a space, the text, optional closing '#'s.
const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text cut before each heading outside code fences, each part with the headings it sits under. */
function toSections(text: string): Section[] {
  const sections: Section[] = [];
  let path: Section['path'] = [];
  let lines: string[] = [];
  let fence = '';
  const close = () => {
    const markdown = lines.join('\n').trim();
    if (markdown) sections.push({ path, markdown });
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (!fence || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence ? '' : fenceMark;
    }
    const heading = fence ? null : ATX_HEADING.exec(line);
    const title = heading?.[2]?.trim();
    if (heading?.[1] && title) {
      close();
      const level = heading[1].length;
      path = [...path.filter((h) => h.level < level), { level, text: title }];
      lines = [line.trim()];
    } else {
      lines.push(line);
    }
  }
  close();
  return sections;
}
