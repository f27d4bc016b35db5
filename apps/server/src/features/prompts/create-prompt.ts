import { type CreatePromptBody, PROMPTS_PER_WORKSPACE_MAX, type Prompt } from '@agent-platform/core';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { prompts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { toPrompt } from './to-prompt.js';

export const PROMPT_ID_LENGTH = 16;

/** Saves a prompt in the workspace's library. */
export async function createPrompt(regions: Regions, access: WorkspaceAccess, body: CreatePromptBody): Promise<Prompt> {
  const db = regions.db(access.region);
  const [{ saved } = { saved: 0 }] = await db
    .select({ saved: count() })
    .from(prompts)
    .where(eq(prompts.workspaceUid, access.uid));
  if (saved >= PROMPTS_PER_WORKSPACE_MAX) {
    throw new AppError(
      'LIMIT_REACHED',
      `A workspace can keep up to ${PROMPTS_PER_WORKSPACE_MAX} prompts. Please delete one you no longer use.`,
    );
  }
  await assertNameFree(regions, access, body.name);
  const [row] = await db
    .insert(prompts)
    .values({ id: randomId(PROMPT_ID_LENGTH), workspaceUid: access.uid, name: body.name, content: body.content })
    .returning();
  return toPrompt(row!);
}

/**
 * Names tell prompts apart in the list and in the agent's picker, so two may not share one
 * (case aside). `exceptId`: the prompt being renamed.
 */
export async function assertNameFree(regions: Regions, access: WorkspaceAccess, name: string, exceptId?: string) {
  const [taken] = await regions
    .db(access.region)
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(
        eq(prompts.workspaceUid, access.uid),
        sql`lower(${prompts.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(prompts.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('NAME_TAKEN', 'A prompt with this name already exists. Please choose another name.');
}
