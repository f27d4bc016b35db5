import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { mailOutbox } from '../../platform/db/schema/index.js';

export const MAILBOX_PAGE_SIZE = 100;

export async function listMailbox(db: Db) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAILBOX_PAGE_SIZE);
  return rows.map((m) => ({
    id: m.id,
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    transport: m.transport,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
  }));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page of the outbox; every value is escaped, the HTML bodies are not rendered. */
export function renderMailboxPage(messages: Awaited<ReturnType<typeof listMailbox>>): string {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${escapeHtml(m.createdAt)}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Mailbox</h1><p>Emails the product sent (newest first). This page exists outside production only.</p>
${items || '<p>No emails yet.</p>'}</body></html>`;
}
