import {
  AGENT_ID_LENGTH,
  AGENT_SECRET_PREFIX,
  AGENT_SECRET_RANDOM_LENGTH,
  type Agent,
  agentLimitMessage,
  agentLimitReached,
} from '@agent-platform/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto.js';
import type { Tx } from '../../platform/db/regions.js';
import { agents, clients, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { requireOrgAgentRoom } from '../org-billing/index.js';
import { agentColumns } from './to-agent.js';

export const newAgentId = () => randomId(AGENT_ID_LENGTH);
export const newAgentSecretKey = () => `${AGENT_SECRET_PREFIX}${randomId(AGENT_SECRET_RANDOM_LENGTH)}`;

/**
 * Adds a new agent to a workspace inside `tx`: checks the plan's agent maximum with the
 * workspace row locked (so two concurrent creations cannot both take the last slot), writes the
 * agent, and appends its id to the workspace organisation's widgetIDs if absent. An agency's
 * client who creates an agent (`forClient`) gets it among its own agents, within its organisation's plan.
 */
export async function insertAgent(tx: Tx, box: SecretBox, workspaceUid: string, agent: Agent, forClient?: string) {
  const [workspace] = await tx
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .for('update');
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found.');
  const [existing] = await tx.select({ n: count() }).from(agents).where(eq(agents.workspaceUid, workspaceUid));
  if (agentLimitReached(existing?.n ?? 0, workspace.limits.maxAgents)) {
    throw new AppError('PLAN_LIMIT', agentLimitMessage(workspace.limits.maxAgents));
  }
  // A client's organisation may be on an agency plan with an agent maximum of its own.
  if (forClient) await requireOrgAgentRoom(tx, workspaceUid, forClient);
  await tx.insert(agents).values({ id: agent.ID, workspaceUid, ...agentColumns(agent, box) });
  await tx
    .insert(orgs)
    .values({ id: workspaceUid, workspaceUid, widgetIDs: [agent.ID], lastModified: agent.lastModified })
    .onConflictDoUpdate({
      target: orgs.id,
      set: {
        widgetIDs: sql`case when ${orgs.widgetIDs} ? ${agent.ID} then ${orgs.widgetIDs} else ${orgs.widgetIDs} || ${JSON.stringify([agent.ID])}::jsonb end`,
        lastModified: agent.lastModified,
      },
    });
  if (forClient) {
    await tx
      .update(clients)
      .set({ widgetIDs: sql`${clients.widgetIDs} || ${JSON.stringify([agent.ID])}::jsonb` })
      .where(and(eq(clients.id, forClient), eq(clients.workspaceUid, workspaceUid)));
  }
}
