import {
  ZAgentCreated,
  ZAgentExport,
  ZAgentList,
  ZAgentParams,
  ZAgentResponse,
  ZAgentSaveBody,
  ZAgentVersion,
  ZAgentVersionList,
  ZAgentVersionParams,
  ZCreateAgentBody,
  ZImportAgentBody,
  ZStarAgentBody,
  ZVfApiKeyBody,
  ZVfApiKeyStatus,
  ZWorkspaceAgentParams,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creatingClient } from '../../platform/auth/principals.js';
import { grantedAgent, grantedWorkspace } from '../../platform/auth/route-access.js';
import { AppError } from '../../platform/errors.js';
import { getAgentVersion, listAgentVersions, restoreAgentVersion } from './agent-versions.js';
import { announceNewAgent } from './announce-new-agent.js';
import { copyAgent } from './copy-agent.js';
import { createAgent } from './create-agent.js';
import { deleteAgent } from './delete-agent.js';
import { deleteVfApiKey } from './delete-vf-api-key.js';
import { exportAgent } from './export-agent.js';
import { findWorkspaceAgent } from './find-workspace-agent.js';
import { getAgent } from './get-agent.js';
import { listAgents } from './list-agents.js';
import { saveAgent } from './save-agent.js';
import { setVfApiKey } from './set-vf-api-key.js';
import { starAgent } from './star-agent.js';
import { vfApiKeyStatus } from './vf-api-key-status.js';
import { withWidgetScript } from './with-widget-script.js';

const tags = ['agents'];
const vfApiKey = '/workspaces/:uid/agents/:agentId/vf-api-key';

/** Registered under /api/:region. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, caches, secretBox: box } = app;

  app.get(
    '/workspaces/:uid/agents',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZAgentList } },
    },
    async (request) => {
      const { region, uid } = grantedWorkspace(request);
      return { agents: await listAgents(regions, caches, region, uid) };
    },
  );

  app.post(
    '/workspaces/:uid/agents',
    {
      // Spec 000 §8 names the message for a caller who is not signed in.
      config: {
        access: {
          workspace: 'uid',
          permission: 'agents.write',
          loginMessage: 'You must be logged in to create an agent',
          clients: 'newAgent',
        },
      },
      schema: { tags, params: ZWorkspaceParams, body: ZCreateAgentBody, response: { 201: ZAgentCreated } },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      const { region, uid } = access;
      const created = await createAgent(regions, box, caches, region, uid, request.body, creatingClient(access));
      await announceNewAgent(app, region, uid, created.agentCreated.ID);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/workspaces/:uid/agents/import',
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: { tags, params: ZWorkspaceParams, body: ZImportAgentBody, response: { 201: ZAgentCreated } },
    },
    async (request, reply) => {
      const { region, uid } = request.params;
      const parsed = ZAgentExport.shape.agentTemplate.safeParse(request.body.agentTemplate);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.');
        throw new AppError(
          'VALIDATION_FAILED',
          field
            ? `This file is not an exported agent: ${field} is missing or not valid.`
            : 'This file is not an exported agent.',
        );
      }
      const created = await copyAgent(regions, box, caches, region, uid, parsed.data);
      await announceNewAgent(app, region, uid, created.agentCreated.ID);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/v2/agents/:agentId',
    {
      config: { access: { agent: 'agentId', permission: 'read', clients: 'anyTab' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentResponse } },
    },
    async (request) => {
      return withWidgetScript(request, await getAgent(regions, box, grantedAgent(request)));
    },
  );

  app.post(
    '/v2/agents/:agentId',
    {
      // A client saves what its Settings, Prompt or Canvas tab edits (checkClientAgentChanges).
      config: { access: { agent: 'agentId', permission: 'agents.write', clients: ['/settings', '/nodes', '/prompt'] } },
      schema: {
        tags,
        description:
          'Publish: replaces the whole agent document. Concurrent saves do not merge: the last to commit wins as a whole document. Every save records a version (the newest 20 are kept).',
        params: ZAgentParams,
        body: ZAgentSaveBody,
        response: { 200: ZAgentResponse },
      },
    },
    async (request) => {
      return withWidgetScript(request, await saveAgent(regions, box, caches, grantedAgent(request), request.body));
    },
  );

  app.delete(
    '/v2/agents/:agentId',
    { config: { access: { agent: 'agentId', permission: 'agents.write' } }, schema: { tags, params: ZAgentParams } },
    async (request, reply) => {
      const access = grantedAgent(request);
      await deleteAgent(regions, caches, access);
      return reply.status(204).send();
    },
  );

  app.post(
    '/v2/agents/:agentId/star',
    {
      config: { access: { agent: 'agentId', permission: 'agents.write' } },
      schema: { tags, params: ZAgentParams, body: ZStarAgentBody },
    },
    async (request, reply) => {
      const access = grantedAgent(request);
      await starAgent(regions, caches, access, request.body.starred);
      return reply.status(204).send();
    },
  );

  app.post(
    '/v2/agents/:agentId/duplicate',
    {
      config: { access: { agent: 'agentId', permission: 'agents.write' } },
      schema: { tags, params: ZAgentParams, response: { 201: ZAgentCreated } },
    },
    async (request, reply) => {
      const access = grantedAgent(request);
      const { agentTemplate } = await exportAgent(regions, box, access);
      const created = await copyAgent(
        regions,
        box,
        caches,
        access.region,
        access.workspaceUid,
        agentTemplate,
        `${agentTemplate.title} (copy)`,
      );
      await announceNewAgent(app, access.region, access.workspaceUid, created.agentCreated.ID);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/v2/agents/:agentId/export',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentExport } },
    },
    async (request) => {
      const access = grantedAgent(request);
      return exportAgent(regions, box, access);
    },
  );

  app.get(
    '/v2/agents/:agentId/versions',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentVersionList } },
    },
    async (request) => {
      const access = grantedAgent(request);
      return listAgentVersions(regions, access);
    },
  );

  app.get(
    '/v2/agents/:agentId/versions/:versionId',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentVersionParams, response: { 200: ZAgentVersion } },
    },
    async (request) => {
      const { versionId } = request.params;
      return getAgentVersion(regions, box, grantedAgent(request), versionId);
    },
  );

  app.post(
    '/v2/agents/:agentId/versions/:versionId/restore',
    {
      config: { access: { agent: 'agentId', permission: 'agents.write' } },
      schema: { tags, params: ZAgentVersionParams, response: { 200: ZAgentResponse } },
    },
    async (request) => {
      const { versionId } = request.params;
      return withWidgetScript(
        request,
        await restoreAgentVersion(regions, box, caches, grantedAgent(request), versionId),
      );
    },
  );
  app.get(
    vfApiKey,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceAgentParams, response: { 200: ZVfApiKeyStatus } },
    },
    async (request) => {
      const { agentId } = request.params;
      const agent = await findWorkspaceAgent(regions, grantedWorkspace(request), agentId);
      return vfApiKeyStatus(box, agent.vfApiKeyEncrypted);
    },
  );

  app.put(
    vfApiKey,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description:
          "Saves a `vf` agent's flow-runtime API key. Write-only: no answer ever contains it, only whether one is saved and its last four characters.",
        params: ZWorkspaceAgentParams,
        body: ZVfApiKeyBody,
        response: { 200: ZVfApiKeyStatus },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      return setVfApiKey(regions, box, grantedWorkspace(request), agentId, request.body.apiKey);
    },
  );

  app.delete(
    vfApiKey,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZWorkspaceAgentParams },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      await deleteVfApiKey(regions, grantedWorkspace(request), agentId);
      return reply.status(204).send();
    },
  );
};
