import type { KbFormat } from '@agent-platform/core';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import mammoth from 'mammoth';
import { PDFDocument } from 'pdf-lib';
import TurndownService from 'turndown';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';

/** A reason a document could not be read, in words its owner can act on. */
export class UnreadableDocument extends Error {}

/** The text of an uploaded file, as paragraphs separated by blank lines. */
export async function extractFileText(format: Exclude<KbFormat, 'qa' | 'page'>, data: Buffer): Promise<string> {
  switch (format) {
    case 'pdf':
      return pdfText(data);
    case 'docx':
      return docxText(data);
    case 'html':
      return htmlToText(decode(data)).text;
    case 'csv':
      return csvToText(decode(data));
    case 'txt':
    case 'md':
      return decode(data);
  }
}

async function pdfText(data: Buffer): Promise<string> {
  let pages: string[];
  try {
    // verbosity 0: pdf.js's own warnings about damaged files would go to the console.
    const pdf = await getDocumentProxy(await withUnboundedPages(data), { verbosity: 0 });
    pages = (await extractPdfText(pdf, { mergePages: false })).text;
  } catch {
    throw new UnreadableDocument('The PDF could not be read. It may be damaged or protected with a password.');
  }
  return pages.map((page) => page.trim()).join('\n\n');
}

/** Far beyond any real page: nothing a page draws lies outside it. */
const UNBOUNDED = 100_000;

/**
 * pdf.js leaves out every glyph drawn outside the page's box (its crop and media box), so a price
 * list whose line runs past the edge lost "and 15 percent off parts". Readers of the knowledge
 * need all the words, so the PDF is read with every page's box made far larger than anything drawn.
 * A file pdf-lib cannot rewrite (encrypted, say) is read as it is.
 */
async function withUnboundedPages(data: Buffer): Promise<Uint8Array> {
  try {
    const document = await PDFDocument.load(data, { updateMetadata: false });
    for (const page of document.getPages()) {
      page.setMediaBox(-UNBOUNDED, -UNBOUNDED, 2 * UNBOUNDED, 2 * UNBOUNDED);
      page.setCropBox(-UNBOUNDED, -UNBOUNDED, 2 * UNBOUNDED, 2 * UNBOUNDED);
    }
    return await document.save({ updateFieldAppearances: false });
  } catch {
    return new Uint8Array(data);
  }
}

async function docxText(data: Buffer): Promise<string> {
  try {
    return (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw new UnreadableDocument('The DOCX file could not be read. It may be damaged.');
  }
}

function decode(data: Buffer): string {
  return data.toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * A web page's main text as Markdown: Readability drops navigation, footers and ads, and
 * turndown keeps headings and lists readable. A page too small for Readability keeps its body.
 * Also the page's `<link rel="canonical">`, by which a crawl tells two addresses of one page apart.
 */
export function htmlToText(html: string): { title: string; siteName?: string; text: string; canonical?: string } {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() ?? '';
  // The address the page names as its own, as written (maybe relative).
  const canonical = document.querySelector('link[rel~="canonical"][href]')?.getAttribute('href')?.trim() || undefined;
  // Readability changes the document it reads, so it gets its own copy.
  const article = new Readability(parseHTML(html).document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 100,
  }).parse();
  const mainHtml = article?.content ?? document.querySelector('body')?.innerHTML ?? html;
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  turndown.remove(['script', 'style', 'noscript']);
  // A price list's table would otherwise become one line per cell, each price apart from its item.
  turndown.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => `\n\n${tableToText(node as unknown as TableNode)}\n\n`,
  });
  const text = turndown.turndown(mainHtml).trim();
  const siteName =
    article?.siteName?.trim() ||
    document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim() ||
    undefined;
  return { title: article?.title?.trim() || title, ...(siteName ? { siteName } : {}), text, canonical };
}

/** Each row of a CSV file as one paragraph of `column: value` pairs, so a row is never cut in two. */
export function csvToText(csv: string): string {
  const rows = parseCsv(csv).filter((row) => row.some((cell) => cell.trim()));
  const [header, ...body] = rows;
  if (!header) return '';
  if (body.length === 0) return header.join(', ');
  return body.map((row) => namedCells(header, row).join('\n')).join('\n\n');
}

/** A row's non-empty cells as `column: value`, named by the header's cell above each. */
function namedCells(header: string[], row: string[]): string[] {
  return row
    .map((cell, i) => [header[i]?.trim() || `column ${i + 1}`, cell.trim()] as const)
    .filter(([, cell]) => cell)
    .map(([name, cell]) => `${name}: ${cell}`);
}

/** What reading a table needs of turndown's DOM in Node: no selectors, and node lists are not iterable. */
interface TableNode {
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TableNode>;
  getElementsByTagName(name: string): ArrayLike<TableNode>;
}

/**
 * An HTML table as one line per row: `column: value; column: value` when its first row is a row of
 * headings, else the cells separated by semicolons. A row's facts stay together on one line.
 */
function tableToText(table: TableNode): string {
  const rows = Array.from(table.getElementsByTagName('tr'), (tr) => {
    const cells = Array.from(tr.childNodes).filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH');
    return {
      headings: cells.every((cell) => cell.nodeName === 'TH'),
      cells: cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    };
  });
  const [first, ...rest] = rows.filter((row) => row.cells.some(Boolean));
  if (!first) return '';
  if (!first.headings || rest.length === 0) return rows.map((row) => row.cells.filter(Boolean).join('; ')).join('\n');
  return rest.map((row) => namedCells(first.cells, row.cells).join('; ')).join('\n');
}

/** RFC 4180: commas, quoted cells with doubled quotes, line breaks inside quotes. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && csv[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
