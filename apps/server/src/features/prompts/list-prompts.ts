import type { Prompt } from '@agent-platform/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { prompts } from '../../platform/db/schema/index.js';
import { toPrompt } from './to-prompt.js';

/** The workspace's saved prompts, the most recently changed first. */
export async function listPrompts(regions: Regions, access: WorkspaceAccess): Promise<Prompt[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(prompts)
    .where(eq(prompts.workspaceUid, access.uid))
    .orderBy(desc(prompts.updatedAt), asc(prompts.id));
  return rows.map(toPrompt);
}
