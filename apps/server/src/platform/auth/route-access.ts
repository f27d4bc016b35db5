import { memberCan, PERMISSION_REFUSALS, type Region, type WorkspacePermission } from '@agent-platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { requireAccount } from './account-session.js';
import { requireAgent } from './agent-key.js';
import {
  type ClientTab,
  type ClientTabs,
  clientAgentAccess,
  clientCaller,
  clientWorkspaceAccess,
} from './client-access.js';
import { requireClient } from './client-session.js';
import type { AgentAccess, ClientAccess, ConversationRow, PrincipalKind, WorkspaceAccess } from './principals.js';
import type { SessionAccount } from './sessions.js';
import { requireConversation } from './visitor-token.js';
import { requireWorkspace } from './workspace-member.js';

/** `read`: any member of the workspace (or its secret, or the agent's key); otherwise the permission named. */
export type RoutePermission = WorkspacePermission | 'read';

/**
 * Who may call a route, declared in its options as `config: { access }`. The one preHandler
 * below enforces it; a route that declares nothing stops the server from starting.
 */
export type RouteAccess =
  /** Anyone may call it; the reason names the route's own check (a webhook signature, a loopback address...). */
  | { public: string }
  /** Any signed-in account; the route names no tenant's object. */
  | { account: true }
  /** A workspace named by the `uid`-like param. */
  | {
      workspace: string;
      permission: RoutePermission;
      principals?: readonly WorkspacePrincipal[];
      /** What a caller who is not signed in is told, where the spec words it for this route. */
      loginMessage?: string;
      /** Open to a client holding this tab too; the handler narrows to `reachableAgents`. */
      clients?: Exclude<ClientTab, 'anyTab'>;
    }
  /** An agent named by a param, or by a body field with its region in another (`in: 'body'`). */
  | {
      agent: string;
      permission: RoutePermission;
      principals?: readonly PrincipalKind[];
      in?: 'params' | 'body';
      regionField?: string;
      /** Open to a client holding this tab (or one of these tabs) too, for the agents of its widgetIDs. */
      clients?: ClientTabs;
    }
  /** The visitor holding the widget's token for the conversation named by the param. */
  | { visitor: string }
  /**
   * A client user signed in on its agency's host; the route acts on that client's own data only.
   * `allowDisabled`: also when its organisation turned client access off (the session itself).
   */
  | { client: true; allowDisabled?: boolean };

type WorkspacePrincipal = Exclude<PrincipalKind, 'agent' | 'client'>;

/** What the preHandler established, for the handler: only the part the route declared is set. */
export interface Granted {
  account?: SessionAccount;
  workspace?: WorkspaceAccess;
  agent?: AgentAccess;
  conversation?: ConversationRow;
  client?: ClientAccess;
}

export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    granted: Granted | null;
  }
}

/**
 * Requires every route registered from here on to declare its access, records each in `table`
 * (the route table the tenant-isolation test replays), and enforces the declarations.
 */
export function registerRouteAccess(app: FastifyInstance, table: RouteTableEntry[]) {
  app.decorateRequest('granted', null);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config.access (who may call it and the permission it needs, or public with its own check).`,
      );
    }
    // Fastify adds a HEAD route beside each GET; the GET stands for both.
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) request.granted = await grant(request, access);
  });
}

async function grant(request: FastifyRequest, access: RouteAccess): Promise<Granted> {
  if ('public' in access) return {};
  if ('client' in access) return { client: await requireClient(request, { allowDisabled: access.allowDisabled }) };
  if ('account' in access) return { account: await requireAccount(request) };
  if ('visitor' in access) {
    const { region, id } = named(request, access.visitor);
    return { conversation: await requireConversation(request, region, id) };
  }
  if ('workspace' in access) {
    const { region, id } = named(request, access.workspace);
    const client = access.clients ? await clientCaller(request) : undefined;
    if (client && access.clients) return { workspace: clientWorkspaceAccess(client, region, id, access.clients) };
    const workspace = await requireWorkspace(request, region, id).catch((error: unknown) => {
      if (access.loginMessage && error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        throw new AppError('UNAUTHENTICATED', access.loginMessage);
      }
      throw error;
    });
    acceptedKind(workspace.principal.kind, access.principals);
    permitted(workspace, access.permission);
    return { workspace, ...(workspace.principal.kind === 'user' ? { account: workspace.principal.account } : {}) };
  }
  const { region, id } = named(request, access.agent, access.in, access.regionField);
  const client = access.clients ? await clientCaller(request) : undefined;
  if (client && access.clients) return { agent: await clientAgentAccess(request, client, region, id, access.clients) };
  const agent = await requireAgent(request, region, id);
  acceptedKind(agent.principal, access.principals);
  // The agent's own key may do everything to its agent, and nothing beyond it.
  if (agent.workspace) permitted(agent.workspace, access.permission);
  const account = agent.workspace?.principal.kind === 'user' ? agent.workspace.principal.account : undefined;
  return { agent, ...(account ? { account } : {}) };
}

/** The region and the id a declaration names, from the validated params (or body). */
function named(request: FastifyRequest, field: string, from: 'params' | 'body' = 'params', regionField = 'region') {
  const source = (from === 'body' ? request.body : request.params) as Record<string, unknown>;
  const region = (from === 'body' ? source[regionField] : (request.params as { region?: unknown }).region) as Region;
  return { region, id: String(source[field]) };
}

/** A route for members alone (it acts as the signed-in person) refuses keys that speak for no one. */
function acceptedKind(kind: PrincipalKind, accepted: readonly PrincipalKind[] | undefined) {
  if (accepted && !accepted.includes(kind)) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
}

function permitted(workspace: WorkspaceAccess, permission: RoutePermission) {
  if (permission === 'read') return;
  if (!memberCan(workspace.role, workspace.permissions, permission)) {
    throw new AppError('FORBIDDEN', PERMISSION_REFUSALS[permission]);
  }
}

function missing(what: string): never {
  throw new Error(`This route declares no ${what} access, so its handler has none to use.`);
}

/** The workspace access the route's `{ workspace }` declaration established. */
export const grantedWorkspace = (request: FastifyRequest): WorkspaceAccess =>
  request.granted?.workspace ?? missing('workspace');

/** The agent access the route's `{ agent }` declaration established. */
export const grantedAgent = (request: FastifyRequest): AgentAccess => request.granted?.agent ?? missing('agent');

/** The visitor's conversation the route's `{ visitor }` declaration established. */
export const grantedConversation = (request: FastifyRequest): ConversationRow =>
  request.granted?.conversation ?? missing('visitor');

/** The signed-in account: from `{ account: true }`, or the member behind a workspace or agent access. */
export const grantedAccount = (request: FastifyRequest): SessionAccount =>
  request.granted?.account ?? missing('signed-in account');

/** The signed-in client the route's `{ client: true }` declaration established. */
export const grantedClient = (request: FastifyRequest): ClientAccess => request.granted?.client ?? missing('client');
