import {
  ZOnboardingBody,
  ZWorkspace,
  ZWorkspaceMembers,
  ZWorkspaceParams,
  ZWorkspaceSecret,
  ZWorkspaceUpdateBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireWorkspace } from '../../platform/auth/principals.js';
import { createPersonalWorkspace } from './create-personal-workspace.js';
import { getWorkspace } from './get-workspace.js';
import { getWorkspaceSecret } from './get-workspace-secret.js';
import { listWorkspaceMembers } from './list-workspace-members.js';
import { updateWorkspace } from './update-workspace.js';

const tags = ['workspaces'];

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/onboarding',
    { schema: { tags, body: ZOnboardingBody, response: { 201: ZWorkspace } } },
    async (request, reply) => {
      const account = await requireAccount(request);
      const workspace = await createPersonalWorkspace(app.regions, app.secretBox, account, request.body.region);
      return reply.status(201).send(workspace);
    },
  );
};

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:uid/members',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceMembers } } },
    async (request) => {
      const { region, uid } = request.params;
      return listWorkspaceMembers(app.regions, await requireWorkspace(request, region, uid));
    },
  );

  app.get(
    '/workspaces/:uid',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspace } } },
    async (request) => {
      const { region, uid } = request.params;
      return getWorkspace(app.regions, await requireWorkspace(request, region, uid));
    },
  );

  app.post(
    '/workspaces/:uid',
    { schema: { tags, params: ZWorkspaceParams, body: ZWorkspaceUpdateBody, response: { 200: ZWorkspace } } },
    async (request) => {
      const { region, uid } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return updateWorkspace(app.regions, access, request.body);
    },
  );

  app.get(
    '/workspaces/:uid/secret',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceSecret } } },
    async (request) => {
      const access = await requireWorkspace(request, request.params.region, request.params.uid);
      return getWorkspaceSecret(app.regions, app.secretBox, access);
    },
  );
};
