import { AGENT_SECRET_PREFIX, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import { agents } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { type AgentAccess, bearerToken } from './principals.js';
import { requireWorkspace } from './workspace-member.js';

export const agentNotFound = () => notFound('Agent not found.');

/**
 * The caller's access to an agent: its own SECRET_API_KEY as bearer, the bearer secret of its
 * workspace, or a session of a member of its workspace. Anything else is 404, as if the agent
 * did not exist.
 */
export async function requireAgent(request: FastifyRequest, region: Region, agentId: string): Promise<AgentAccess> {
  const db = request.server.regions.db(region);
  const bearer = bearerToken(request);
  if (bearer?.startsWith(AGENT_SECRET_PREFIX)) {
    const [own] = await db
      .select({ workspaceUid: agents.workspaceUid })
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.secretKeyHash, sha256(bearer))))
      .limit(1);
    if (!own) throw agentNotFound();
    return { region, agentId, workspaceUid: own.workspaceUid, principal: 'agent' };
  }
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw agentNotFound();
  try {
    const workspace = await requireWorkspace(request, region, agent.workspaceUid);
    return { region, agentId, workspaceUid: agent.workspaceUid, principal: workspace.principal.kind, workspace };
  } catch (error) {
    // Someone else's agent: answer exactly as for one that does not exist.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw agentNotFound();
    throw error;
  }
}
