import { CLIENT_AGENTS_UNKNOWN_MESSAGE } from '@agent-platform/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** A client may be given only agents of its own workspace (spec 002 §3.8 widgetIDs). */
export async function checkClientAgents(db: Db, workspaceUid: string, widgetIDs: readonly string[]) {
  if (widgetIDs.length === 0) return;
  const found = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.workspaceUid, workspaceUid), inArray(agents.id, [...widgetIDs])));
  if (found.length !== widgetIDs.length)
    throw new AppError('VALIDATION_FAILED', CLIENT_AGENTS_UNKNOWN_MESSAGE, { field: 'widgetIDs' });
}
