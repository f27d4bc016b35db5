import type { ClientPageKey, OrgPlanLimits, Region, WorkspacePermission, WorkspaceRole } from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import type { conversations, workspaces } from '../db/schema/index.js';
import type { SessionAccount } from './sessions.js';

/**
 * Who may call the API. Each kind is checked by its own file here: `account-session.ts` (a
 * signed-in account), `workspace-member.ts` (a member with a role, or the workspace secret),
 * `agent-key.ts` (an agent's own key), `visitor-token.ts` (the widget's token for one
 * conversation), `client-session.ts` (a client user of an agency's organisation, signed in on
 * the agency's host).
 */
export type PrincipalKind = 'user' | 'workspace' | 'agent' | 'client';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** Proof that the caller may act on one workspace; the row itself is loaded by whoever needs it. */
export interface WorkspaceAccess {
  region: Region;
  uid: string;
  role: WorkspaceRole;
  /** The member's own permission strings, narrowing the role's; null: the role's defaults. */
  permissions: readonly WorkspacePermission[] | null;
  principal:
    | { kind: 'user'; account: SessionAccount }
    | { kind: 'workspace' }
    | { kind: 'client'; client: ClientAccess };
}

/**
 * The agents an access reaches: a client's own (its widgetIDs), or null for every agent of the
 * workspace. A route open to clients narrows what it reads and writes with this.
 */
export const reachableAgents = (access: WorkspaceAccess): readonly string[] | null =>
  access.principal.kind === 'client' ? access.principal.client.widgetIDs : null;

/** The client an agent created through this access becomes one of the agents of; undefined for members. */
export const creatingClient = (access: WorkspaceAccess): string | undefined =>
  access.principal.kind === 'client' ? access.principal.client.clientId : undefined;

/** Proof that the caller may act on one agent. */
export interface AgentAccess {
  region: Region;
  agentId: string;
  workspaceUid: string;
  principal: PrincipalKind;
  /** How a member or the workspace secret reached the agent; absent for the agent's own key. */
  workspace?: WorkspaceAccess;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Proof that the caller is a client user signed in on its agency's host, with what it may see:
 * the tabs of `canAccess`, the agents of `widgetIDs`, and its organisation's restrictions.
 */
export interface ClientAccess {
  region: Region;
  /** The agency's workspace. */
  workspaceUid: string;
  clientId: string;
  orgId: string;
  canAccess: readonly ClientPageKey[];
  widgetIDs: readonly string[];
  isAdmin: boolean;
  isOrgAdmin: boolean;
  allowCreateAgents: boolean;
  canDelegateChats: boolean;
  /** Spec 002 §6: none chosen means every setting. */
  allowedSettings: readonly string[];
  /** The client record's flag: the agent's Advanced settings stay with the agency. */
  hideAdvancedSettings: boolean;
  /** Set when the organisation turned client access off: its message, which every client call answers. */
  accessDisabledMessage: string | null;
  /** What its organisation's agency plan allows while billing applies (spec 002 §5.6a); null: everything. */
  planLimits: OrgPlanLimits | null;
}
