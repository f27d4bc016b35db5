import type { Prompt, UpdatePromptBody } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { prompts } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { assertNameFree } from './create-prompt.js';
import { toPrompt } from './to-prompt.js';

export const promptNotFound = () => notFound('Prompt not found.');

/** Changes the name or the text sent; the other stays. Another workspace's prompt is not found. */
export async function updatePrompt(
  regions: Regions,
  access: WorkspaceAccess,
  promptId: string,
  body: UpdatePromptBody,
): Promise<Prompt> {
  if (body.name !== undefined) await assertNameFree(regions, access, body.name, promptId);
  const [row] = await regions
    .db(access.region)
    .update(prompts)
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.content === undefined ? {} : { content: body.content }),
      updatedAt: new Date(),
    })
    .where(and(eq(prompts.id, promptId), eq(prompts.workspaceUid, access.uid)))
    .returning();
  if (!row) throw promptNotFound();
  return toPrompt(row);
}
