import { z } from 'zod';
import { freeText, nameText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** The Prompts utility (spec 001 §2, Utilities): a workspace's saved prompts, reused across agents. */

export const PROMPT_NAME_MAX_LENGTH = 80;
/** As long as the agent's main prompt may be (`vg_prompt`), so any saved prompt can be inserted there. */
export const PROMPT_CONTENT_MAX_LENGTH = 100_000;
/** A library, not a store: beyond this a workspace's list stops being searchable at a glance. */
export const PROMPTS_PER_WORKSPACE_MAX = 500;

const ZPromptName = nameText('Name', { error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(PROMPT_NAME_MAX_LENGTH, `Name must be at most ${PROMPT_NAME_MAX_LENGTH} characters.`);

const ZPromptContent = freeText({ error: 'Please enter the prompt.' })
  .refine((content) => content.trim().length > 0, 'Please enter the prompt.')
  .refine(
    (content) => content.length <= PROMPT_CONTENT_MAX_LENGTH,
    `Prompt must be at most ${PROMPT_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  );

/** The add/edit form and the create call. */
export const ZCreatePromptBody = z.strictObject({ name: ZPromptName, content: ZPromptContent });
export type CreatePromptBody = z.infer<typeof ZCreatePromptBody>;

/** A partial update: an omitted field is unchanged. */
export const ZUpdatePromptBody = z.strictObject({ name: ZPromptName.optional(), content: ZPromptContent.optional() });
export type UpdatePromptBody = z.infer<typeof ZUpdatePromptBody>;

export const ZPrompt = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof ZPrompt>;

export const ZPromptList = z.object({ prompts: z.array(ZPrompt) });
export type PromptList = z.infer<typeof ZPromptList>;

export const ZPromptParams = ZWorkspaceParams.extend({ promptId: recordId() });

/** The search box: every word typed must appear in the name or the text, in any case. */
export function promptMatches(prompt: Pick<Prompt, 'name' | 'content'>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${prompt.name}\n${prompt.content}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
