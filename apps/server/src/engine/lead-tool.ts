import { LEAD_NEEDS_CONTACT_MESSAGE, LEAD_TOOL_NAME, type Region, ZLeadSubmission } from '@agent-platform/core';
import { type ToolSet, tool, zodSchema } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ConversationChanges } from '../features/conversations/index.js';
import { submitLead } from '../features/leads/index.js';
import type { ConversationRow } from '../platform/auth/principals.js';
import type { Regions } from '../platform/db/regions.js';
import type { Jobs } from '../platform/jobs/jobs.js';

// Models often send null for a detail they do not have.
const detail = (description: string) => z.string().nullish().describe(description);

// Made once: its JSON schema for the model is then converted once, not every turn.
const LEAD_TOOL_INPUT = zodSchema(
  z.object({
    name: detail('The visitor’s name, as they wrote it.'),
    email: detail('The visitor’s email address.'),
    phone: detail('The visitor’s phone number, with its country code when they gave one.'),
  }),
);

/**
 * The engine's lead tool, given to prompt (`vg`) agents with the UI engine (their default): the model saves the contact details
 * the visitor typed in the chat as the conversation's lead, exactly as the chat's lead form does
 * (details given again fill in or correct the lead). Details the lead form would refuse are
 * refused here too, and the model is told why.
 */
export function leadTool(
  deps: { regions: Regions; conversationChanges: ConversationChanges; jobs: Jobs; log?: FastifyBaseLogger | undefined },
  region: Region,
  conversation: ConversationRow,
): ToolSet {
  return {
    [LEAD_TOOL_NAME]: tool({
      description:
        'Save the visitor’s contact details for the team as soon as the visitor has typed their name, email address or phone number in this chat, and again when they add or correct one. Only pass details the visitor wrote themselves; never guess or invent any.',
      inputSchema: LEAD_TOOL_INPUT,
      execute: async ({ name, email, phone }) => {
        const submission = ZLeadSubmission.safeParse({
          ...(name ? { name } : {}),
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
        });
        if (!submission.success) throw new Error(submission.error.issues[0]?.message ?? LEAD_NEEDS_CONTACT_MESSAGE);
        await submitLead(deps, region, conversation, submission.data);
        return { saved: true };
      },
    }),
  };
}
