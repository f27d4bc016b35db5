import { z } from 'zod';

/** What the agents list shows of each agent. */
export const ZAgentSummary = z.object({
  ID: z.string(),
  title: z.string(),
  description: z.string(),
  roundedImageURL: z.string().nullable(),
  lastModified: z.number(),
  starred: z.boolean(),
});
export type AgentSummary = z.infer<typeof ZAgentSummary>;

export const ZAgentList = z.object({ agents: z.array(ZAgentSummary) });
export type AgentList = z.infer<typeof ZAgentList>;
