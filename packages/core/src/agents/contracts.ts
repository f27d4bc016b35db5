import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { recordId } from '../text.js';
import { ZAgent, ZAgentSaveBody } from './agent.js';
import { DEFAULT_TEMPLATE_KEY, TEMPLATE_KEYS } from './templates.js';

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

export const ZAgentParams = z.object({ region: ZRegion, agentId: recordId() });

/** New Agent drawer → convertAgentTemplateToAgent (spec 000 §7). */
export const ZCreateAgentBody = z.strictObject({
  agentName: ZAgent.shape.title,
  agentTemplate: z.enum(TEMPLATE_KEYS).default(DEFAULT_TEMPLATE_KEY),
  agentPlatform: z.enum(['vg', 'vf']).default('vg'),
  colorScheme: z.enum(['light', 'dark']).default('light'),
});
export type CreateAgentBody = z.input<typeof ZCreateAgentBody>;

export const ZAgentCreated = z.object({ agentCreated: z.object({ ID: z.string() }) });
export type AgentCreated = z.infer<typeof ZAgentCreated>;

/** An agent as its workspace sees it; `region` and `workspaceUid` say where it lives. */
export const ZAgentResponse = z.object({
  /** A client reads it without the agent's keys and tokens: `SECRET_API_KEY` is '' then. */
  agent: ZAgent.extend({ SECRET_API_KEY: z.string() }),
  region: ZRegion,
  workspaceUid: z.string(),
  /** The widget loader's address for the embed code, on the host the dashboard is served from. */
  widgetScriptUrl: z.string(),
});
export type AgentResponse = z.infer<typeof ZAgentResponse>;

/** Export file contents (`{name}.json`), and the body of an import. */
export const ZAgentExport = z.object({
  agentTemplate: ZAgentSaveBody.omit({ ID: true, ownerID: true, SECRET_API_KEY: true }),
});
export type AgentExport = z.infer<typeof ZAgentExport>;
export const ZImportAgentBody = z.strictObject({ agentTemplate: z.unknown() });

export const MAX_AGENT_VERSIONS = 20;
export const ZAgentVersionSummary = z.object({
  id: z.number(),
  createdAt: z.string(),
  title: z.string(),
  lastModified: z.number(),
});
export const ZAgentVersionList = z.object({ versions: z.array(ZAgentVersionSummary) });
export type AgentVersionSummary = z.infer<typeof ZAgentVersionSummary>;
export const ZAgentVersionParams = ZAgentParams.extend({ versionId: z.coerce.number().int().positive() });
export const ZAgentVersion = z.object({ version: ZAgentVersionSummary, agent: ZAgent });

export const ZStarAgentBody = z.strictObject({ starred: z.boolean() });
