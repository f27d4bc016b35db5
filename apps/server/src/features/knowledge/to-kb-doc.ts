import type { KbDoc } from '@agent-platform/core';
import type { knowledgeDocs } from '../../platform/db/schema/index.js';

export type KbDocRow = typeof knowledgeDocs.$inferSelect;

/** The API's view of a document: everything but its stored file and its text. */
export function toKbDoc(row: Omit<KbDocRow, 'source' | 'content'>): KbDoc {
  return {
    ID: row.id,
    agentId: row.agentId,
    name: row.name,
    sourceType: row.sourceType,
    format: row.format,
    url: row.url,
    status: row.status,
    error: row.error,
    charCount: row.charCount,
    chunkCount: row.chunkCount,
    tags: row.tags,
    refreshRate: row.refreshRate,
    crawlId: row.crawlId,
    withRefresh: row.refreshRate !== 'never',
    lastRefreshAt: row.lastRefreshAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
