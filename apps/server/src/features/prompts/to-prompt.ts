import type { Prompt } from '@agent-platform/core';
import type { prompts } from '../../platform/db/schema/index.js';

export type PromptRow = typeof prompts.$inferSelect;

export function toPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
