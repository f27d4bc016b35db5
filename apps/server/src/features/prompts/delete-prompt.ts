import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { prompts } from '../../platform/db/schema/index.js';
import { promptNotFound } from './update-prompt.js';

/** Deletes a saved prompt. Agents that had its text inserted keep their copy. */
export async function deletePrompt(regions: Regions, access: WorkspaceAccess, promptId: string) {
  const deleted = await regions
    .db(access.region)
    .delete(prompts)
    .where(and(eq(prompts.id, promptId), eq(prompts.workspaceUid, access.uid)))
    .returning({ id: prompts.id });
  if (deleted.length === 0) throw promptNotFound();
}
