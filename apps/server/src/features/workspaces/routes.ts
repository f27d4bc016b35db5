import {
  ZNotificationSettings,
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
import { getMyNotificationSettings } from './get-my-notification-settings.js';
import { getWorkspace } from './get-workspace.js';
import { getWorkspaceSecret } from './get-workspace-secret.js';
import { listWorkspaceMembers } from './list-workspace-members.js';
import { updateMyNotificationSettings } from './update-my-notification-settings.js';
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

  const myNotifications = '/workspaces/:uid/members/me/notifications';
  app.get(
    myNotifications,
    {
      schema: {
        tags,
        description:
          'The signed-in member’s own notification settings for this workspace: `notifyIf` what about (`all` conversations, handoff `requestsOnly`, `none`), `notifyThrough` which way (`all`, `email`, `push`, `none`).',
        params: ZWorkspaceParams,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => {
      const { region, uid } = request.params;
      return getMyNotificationSettings(app.regions, await requireWorkspace(request, region, uid));
    },
  );

  app.put(
    myNotifications,
    {
      schema: {
        tags,
        description:
          'Saves the signed-in member’s own notification settings for this workspace; both fields are required.',
        params: ZWorkspaceParams,
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => {
      const { region, uid } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return updateMyNotificationSettings(app.regions, access, request.body);
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
