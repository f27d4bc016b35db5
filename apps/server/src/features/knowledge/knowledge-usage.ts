import { DEFAULT_MAX_KB_DOCS_CHAR_COUNT, kbCharLimitMessage } from '@agent-platform/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { knowledgeDocs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/**
 * Characters of knowledge the workspace holds across its agents, and its plan's
 * `maxKbDocsCharCount`. A document being re-read counts with its last text until it is replaced.
 */
export async function knowledgeUsage(
  db: Db,
  workspaceUid: string,
  exceptDocId?: string,
): Promise<{ charCount: number; maxKbDocsCharCount: number }> {
  const [workspace] = await db
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .limit(1);
  const [used] = await db
    .select({ chars: sql<number>`coalesce(sum(${knowledgeDocs.charCount}), 0)::int` })
    .from(knowledgeDocs)
    .where(
      and(eq(knowledgeDocs.workspaceUid, workspaceUid), exceptDocId ? ne(knowledgeDocs.id, exceptDocId) : undefined),
    );
  return {
    charCount: used?.chars ?? 0,
    maxKbDocsCharCount: workspace?.limits.maxKbDocsCharCount ?? DEFAULT_MAX_KB_DOCS_CHAR_COUNT,
  };
}

/** Throws the plan-limit error when `addedChars` more would pass the workspace's limit. */
export async function assertKnowledgeRoom(db: Db, workspaceUid: string, addedChars: number, exceptDocId?: string) {
  const { charCount, maxKbDocsCharCount } = await knowledgeUsage(db, workspaceUid, exceptDocId);
  if (charCount + addedChars > maxKbDocsCharCount) {
    throw new AppError('PLAN_LIMIT', kbCharLimitMessage(maxKbDocsCharCount));
  }
}
