import { z } from 'zod';
import { ZAgentParams } from '../agents/contracts.js';
import { freeText, nameText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Spec 002 §3.3 and §9.4: how often a document is fetched again. */
export const KB_REFRESH_RATES = ['6h', '12h', '24h', '7d', 'never'] as const;
export const ZKbRefreshRate = z.enum(KB_REFRESH_RATES, { error: 'Please choose a refresh rate.' });
export type KbRefreshRate = z.infer<typeof ZKbRefreshRate>;

const HOUR = 3600;
/** Seconds between two readings of a web page, by refresh rate. */
export const KB_REFRESH_SECONDS: Record<Exclude<KbRefreshRate, 'never'>, number> = {
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
};
export const KB_REFRESH_RATE_LABELS: Record<KbRefreshRate, string> = {
  '6h': 'Every 6 hours',
  '12h': 'Every 12 hours',
  '24h': 'Every 24 hours',
  '7d': 'Every 7 days',
  never: 'Never',
};

/** Spec 002 §3.3: a document is a file or text (`doc`) or one web page (`url`). */
export const KB_SOURCE_TYPES = ['doc', 'url'] as const;
export type KbSourceType = (typeof KB_SOURCE_TYPES)[number];

/** What a document was made from; the spec's `sourceType` alone cannot tell a Q&A from a file. */
export const KB_FORMATS = ['txt', 'md', 'csv', 'html', 'pdf', 'docx', 'qa', 'page'] as const;
export type KbFormat = (typeof KB_FORMATS)[number];

export const KB_DOC_STATUSES = ['INITIALIZED', 'PENDING', 'SUCCESS', 'ERROR'] as const;
export type KbDocStatus = (typeof KB_DOC_STATUSES)[number];

/** File types an upload may be, by extension, with the name the dashboard shows. */
export const KB_UPLOAD_TYPES: Record<string, { format: Exclude<KbFormat, 'qa' | 'page'>; label: string }> = {
  pdf: { format: 'pdf', label: 'PDF' },
  docx: { format: 'docx', label: 'DOCX' },
  txt: { format: 'txt', label: 'TXT' },
  md: { format: 'md', label: 'Markdown' },
  markdown: { format: 'md', label: 'Markdown' },
  csv: { format: 'csv', label: 'CSV' },
  html: { format: 'html', label: 'HTML' },
  htm: { format: 'html', label: 'HTML' },
};
export const KB_UPLOAD_ACCEPT = Object.keys(KB_UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
export const KB_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const KB_UPLOAD_HINT = 'PDF, DOCX, TXT, Markdown, CSV or HTML, up to 10 MB.';
export const KB_UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Please upload a smaller file.';
export const KB_UPLOAD_UNSUPPORTED_MESSAGE =
  'This file type is not supported. Please upload a PDF, DOCX, TXT, Markdown, CSV or HTML file.';

/**
 * Knowledge characters a workspace may hold when its plan names no `maxKbDocsCharCount`. The spec
 * names the limit but not the free plan's figure; a million characters is a few hundred pages.
 */
export const DEFAULT_MAX_KB_DOCS_CHAR_COUNT = 1_000_000;
export const kbCharLimitMessage = (limit: number) =>
  `Your plan allows ${limit.toLocaleString('en-US')} characters of knowledge across the workspace. Remove documents or upgrade your plan to add more.`;

export const KB_DOC_NAME_MAX_LENGTH = 200;
export const KB_TAG_MAX_LENGTH = 40;
export const KB_TAGS_MAX = 20;
export const KB_QUESTION_MAX_LENGTH = 1000;
export const KB_ANSWER_MAX_LENGTH = 20_000;
const KB_URL_MAX_LENGTH = 2000;

const ZTags = z
  .array(
    nameText('A tag')
      .trim()
      .min(1, 'A tag cannot be empty.')
      .max(KB_TAG_MAX_LENGTH, `A tag must be at most ${KB_TAG_MAX_LENGTH} characters.`),
  )
  .max(KB_TAGS_MAX, `At most ${KB_TAGS_MAX} tags.`);

const ZDocName = nameText('The name', { error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(KB_DOC_NAME_MAX_LENGTH, `The name must be at most ${KB_DOC_NAME_MAX_LENGTH} characters.`);

const URL_MESSAGE = 'Please enter a valid url starting with http:// or https://.';

export const ZAddKbUrlBody = z.strictObject({
  url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(KB_URL_MAX_LENGTH, `The url must be at most ${KB_URL_MAX_LENGTH} characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE })),
  refreshRate: ZKbRefreshRate.default('never'),
  tags: ZTags.default([]),
});
export type AddKbUrlBody = z.infer<typeof ZAddKbUrlBody>;

export const KB_CRAWL_DEFAULT_MAX_PAGES = 50;
export const KB_CRAWL_MAX_PAGES = 200;
export const KB_CRAWL_DEFAULT_MAX_DEPTH = 3;
export const KB_CRAWL_MAX_DEPTH = 10;

/** A whole website: its sitemap's pages, or else the pages its links reach from `url`. */
export const ZAddKbWebsiteBody = z.strictObject({
  url: ZAddKbUrlBody.shape.url,
  maxPages: z
    .number({ error: 'Please enter the most pages to read, as a number.' })
    .int('The most pages to read must be a whole number.')
    .min(1, 'Read at least 1 page.')
    .max(KB_CRAWL_MAX_PAGES, `At most ${KB_CRAWL_MAX_PAGES} pages can be read from one website.`)
    .default(KB_CRAWL_DEFAULT_MAX_PAGES),
  maxDepth: z
    .number({ error: 'Please enter how many links deep to follow, as a number.' })
    .int('The link depth must be a whole number.')
    .min(0, 'The link depth cannot be negative.')
    .max(KB_CRAWL_MAX_DEPTH, `Links can be followed at most ${KB_CRAWL_MAX_DEPTH} deep.`)
    .default(KB_CRAWL_DEFAULT_MAX_DEPTH),
  refreshRate: ZKbRefreshRate.default('never'),
  tags: ZTags.default([]),
});
export type AddKbWebsiteBody = z.infer<typeof ZAddKbWebsiteBody>;

export const ZAddKbQaBody = z.strictObject({
  question: freeText({ error: 'Please enter a question.' })
    .trim()
    .min(1, 'Please enter a question.')
    .max(KB_QUESTION_MAX_LENGTH, `The question must be at most ${KB_QUESTION_MAX_LENGTH} characters.`),
  answer: freeText({ error: 'Please enter an answer.' })
    .trim()
    .min(1, 'Please enter an answer.')
    .max(KB_ANSWER_MAX_LENGTH, `The answer must be at most ${KB_ANSWER_MAX_LENGTH} characters.`),
  tags: ZTags.default([]),
});
export type AddKbQaBody = z.infer<typeof ZAddKbQaBody>;

export const ZUpdateKbDocBody = z.strictObject({
  name: ZDocName.optional(),
  tags: ZTags.optional(),
  refreshRate: ZKbRefreshRate.optional(),
});
export type UpdateKbDocBody = z.infer<typeof ZUpdateKbDocBody>;

export const ZKbDocParams = ZAgentParams.extend({ docId: recordId() });

/** One knowledge document as the Knowledge tab lists it (spec 002 §3.3). */
export const ZKbDoc = z.object({
  ID: z.string(),
  agentId: z.string(),
  name: z.string(),
  sourceType: z.enum(KB_SOURCE_TYPES),
  format: z.enum(KB_FORMATS),
  url: z.string().nullable(),
  status: z.enum(KB_DOC_STATUSES),
  /** Why the document is in ERROR; null otherwise. */
  error: z.string().nullable(),
  charCount: z.number().int(),
  chunkCount: z.number().int(),
  tags: z.array(z.string()),
  refreshRate: ZKbRefreshRate,
  withRefresh: z.boolean(),
  /** The website crawl that found this page; null for documents added one by one. */
  crawlId: z.string().nullable(),
  /** refreshMetadata.lastRefreshTS: when the text was last read from its source, ISO 8601. */
  lastRefreshAt: z.string().nullable(),
  createdAt: z.string(),
});
export type KbDoc = z.infer<typeof ZKbDoc>;

/** One document with its extracted text (spec's `content`). */
export const ZKbDocWithContent = ZKbDoc.extend({ content: z.string() });
export type KbDocWithContent = z.infer<typeof ZKbDocWithContent>;

/**
 * A website crawl. Each page found is a document of its own, and the counts of pages done and
 * failed come from their statuses. `status` is PENDING until the pages are found and every one of
 * them is read, so a finished crawl's knowledge is complete; ERROR when its pages could not be found.
 */
export const ZKbCrawl = z.object({
  ID: z.string(),
  agentId: z.string(),
  url: z.string(),
  maxPages: z.number().int(),
  maxDepth: z.number().int(),
  status: z.enum(KB_DOC_STATUSES),
  /** Why the pages could not be found; null otherwise. */
  error: z.string().nullable(),
  pagesFound: z.number().int(),
  pagesDone: z.number().int(),
  pagesFailed: z.number().int(),
  /** Pages found and not added: disallowed by robots.txt, or the same text as a document already known. */
  pagesSkipped: z.number().int(),
  /** How often its pages are read again; each page follows it on its own schedule. */
  refreshRate: ZKbRefreshRate,
  /** When the crawl last looked for pages or last read one of them, ISO 8601; null before its first run. */
  lastRunAt: z.string().nullable(),
  /** When the next of its pages is due to be read again, ISO 8601; null when none is scheduled. */
  nextRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type KbCrawl = z.infer<typeof ZKbCrawl>;

/** A crawl on the Crawler page, which lists the crawls of every agent of the workspace. */
export const ZWorkspaceKbCrawl = ZKbCrawl.extend({ agentName: z.string() });
export type WorkspaceKbCrawl = z.infer<typeof ZWorkspaceKbCrawl>;
export const ZWorkspaceKbCrawlList = z.object({ crawls: z.array(ZWorkspaceKbCrawl) });

export const ZKbCrawlParams = ZWorkspaceParams.extend({ crawlId: recordId() });

/**
 * Why a crawl did not add a page it found: robots.txt disallows it, its text is already known, it
 * is larger than a page is read, or it is neither a web page nor text (an image, a video).
 */
export const KB_CRAWL_SKIP_REASONS = ['robots', 'duplicate', 'too-large', 'not-text'] as const;
export type KbCrawlSkipReason = (typeof KB_CRAWL_SKIP_REASONS)[number];

/** A page a crawl found and did not add, with why in the product's words. */
export const ZKbCrawlSkippedPage = z.object({
  url: z.string(),
  reason: z.enum(KB_CRAWL_SKIP_REASONS),
  /** What the run log shows, e.g. "Same text as https://example.com/". */
  message: z.string(),
  skippedAt: z.string(),
});
export type KbCrawlSkippedPage = z.infer<typeof ZKbCrawlSkippedPage>;

/** A crawl's run log: each page it found, with its status and, in ERROR, why; and the pages it skipped, with why. */
export const ZKbCrawlPages = z.object({ pages: z.array(ZKbDoc), skipped: z.array(ZKbCrawlSkippedPage) });
export type KbCrawlPages = z.infer<typeof ZKbCrawlPages>;

export const ZUpdateKbCrawlBody = z.strictObject({ refreshRate: ZKbRefreshRate });
export type UpdateKbCrawlBody = z.infer<typeof ZUpdateKbCrawlBody>;

export const ZKbDocList = z.object({
  docs: z.array(ZKbDoc),
  /** The agent's website crawls, newest first; their pages are among `docs`. */
  crawls: z.array(ZKbCrawl),
  /** Characters the workspace's knowledge holds, and its plan's limit. */
  usage: z.object({ charCount: z.number().int(), maxKbDocsCharCount: z.number().int() }),
});
export type KbDocList = z.infer<typeof ZKbDocList>;

/** A document is still being read while it is in one of these. */
export const isKbDocProcessing = (status: KbDocStatus) => status === 'INITIALIZED' || status === 'PENDING';
