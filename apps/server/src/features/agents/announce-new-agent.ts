import type { Region } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import { agents } from '../../platform/db/schema/index.js';
import { type EmitDeps, emitWorkspaceEvent } from '../events/index.js';

/** A new agent is in the workspace (created, imported, duplicated or made by the wizard): its `new_agent_created` event. */
export async function announceNewAgent(deps: EmitDeps, region: Region, workspaceUid: string, agentId: string) {
  const [agent] = await deps.regions
    .db(region)
    .select({ title: agents.title, platform: sql<string | null>`${agents.doc}->>'agentPlatform'` })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) return;
  await emitWorkspaceEvent(deps, region, workspaceUid, 'new_agent_created', {
    agentId,
    agentName: agent.title,
    agentPlatform: agent.platform ?? 'vg',
  });
}
