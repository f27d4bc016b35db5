import { type DashboardTabKey, orgPlanRefusesTab, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { agents } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { agentNotFound } from './agent-key.js';
import { hasClientCookie, requireClient } from './client-session.js';
import { type AgentAccess, bearerToken, type ClientAccess, type WorkspaceAccess } from './principals.js';
import { SESSION_COOKIE } from './sessions.js';

/**
 * The tab of spec 002 §2.12 a route serves to clients, declared as `clients` beside its member
 * permission: a client holding the tab may call it for its own agents. `anyTab`: the agent's
 * shell itself, which every tab needs; `newAgent`: creating an agent, for a client with
 * allowCreateAgents (spec 002 §6), which then becomes one of its agents.
 */
export type ClientTab = DashboardTabKey | 'anyTab' | 'newAgent';
/** A tab, or several tabs of which the client must hold one (the agent save serves three tabs). */
export type ClientTabs = ClientTab | readonly DashboardTabKey[];

export const CLIENT_TAB_REFUSED_MESSAGE = 'This page is not available for your account.';
export const CLIENT_NEW_AGENT_REFUSED_MESSAGE = 'Creating agents is not available for your account.';

/**
 * The client behind a request to a route open to clients: the client session cookie, when no
 * bearer key speaks instead. A dead client session beside a live member session lets the member
 * through (an agency owner on its own host); alone it is the client's answer ('Please login again.').
 */
export async function clientCaller(request: FastifyRequest): Promise<ClientAccess | undefined> {
  if (bearerToken(request) || !hasClientCookie(request)) return undefined;
  try {
    return await requireClient(request);
  } catch (error) {
    const member = request.cookies[SESSION_COOKIE];
    if (member && error instanceof AppError && error.code === 'UNAUTHENTICATED') return undefined;
    throw error;
  }
}

/** A client's access to its agency's workspace, narrowed to its agents; another workspace is 404. */
export function clientWorkspaceAccess(client: ClientAccess, region: Region, uid: string, tab: ClientTabs) {
  if (client.region !== region || client.workspaceUid !== uid) throw notFound('Workspace not found.');
  holdsTab(client, tab);
  const access: WorkspaceAccess = {
    region,
    uid,
    // Never consulted for a client: the route's `clients` tab is its permission.
    role: 'member',
    permissions: [],
    principal: { kind: 'client', client },
  };
  return access;
}

/** A client's access to one of its agents; any other agent is 404, as if it did not exist. */
export async function clientAgentAccess(
  request: FastifyRequest,
  client: ClientAccess,
  region: Region,
  agentId: string,
  tab: ClientTabs,
): Promise<AgentAccess> {
  if (client.region !== region || !client.widgetIDs.includes(agentId)) throw agentNotFound();
  const [agent] = await request.server.regions
    .db(region)
    .select({ workspaceUid: agents.workspaceUid })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (agent?.workspaceUid !== client.workspaceUid) throw agentNotFound();
  const workspace = clientWorkspaceAccess(client, region, agent.workspaceUid, tab);
  return { region, agentId, workspaceUid: agent.workspaceUid, principal: 'client', workspace };
}

function holdsTab(client: ClientAccess, tab: ClientTabs) {
  if (typeof tab !== 'string') {
    if (!tab.some((one) => client.canAccess.includes(one))) throw new AppError('FORBIDDEN', CLIENT_TAB_REFUSED_MESSAGE);
    return;
  }
  if (tab === 'anyTab') return;
  if (tab === 'newAgent') {
    if (!client.allowCreateAgents) throw new AppError('FORBIDDEN', CLIENT_NEW_AGENT_REFUSED_MESSAGE);
    return;
  }
  if (!client.canAccess.includes(tab)) throw new AppError('FORBIDDEN', CLIENT_TAB_REFUSED_MESSAGE);
  // Analytics, leads and voice may be left out of the organisation's agency plan (spec 002 §5.6a, §6).
  const refusal = orgPlanRefusesTab(client.planLimits, tab);
  if (refusal) throw new AppError('PLAN_LIMIT', refusal);
}
