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
import { grantedAccount, grantedWorkspace } from '../../platform/auth/route-access.js';
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
    { config: { access: { account: true } }, schema: { tags, body: ZOnboardingBody, response: { 201: ZWorkspace } } },
    async (request, reply) => {
      const account = grantedAccount(request);
      const workspace = await createPersonalWorkspace(app.regions, app.secretBox, account, request.body.region);
      return reply.status(201).send(workspace);
    },
  );
};

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:uid/members',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceMembers } },
    },
    async (request) => {
      return listWorkspaceMembers(app.regions, grantedWorkspace(request));
    },
  );

  const myNotifications = '/workspaces/:uid/members/me/notifications';
  app.get(
    myNotifications,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        description:
          'The signed-in member’s own notification settings for this workspace: `notifyIf` what about (`all` conversations, handoff `requestsOnly`, `none`), `notifyThrough` which way (`all`, `email`, `push`, `none`).',
        params: ZWorkspaceParams,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => {
      return getMyNotificationSettings(app.regions, grantedWorkspace(request));
    },
  );

  app.put(
    myNotifications,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
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
      const access = grantedWorkspace(request);
      return updateMyNotificationSettings(app.regions, access, request.body);
    },
  );

  app.get(
    '/workspaces/:uid',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspace } },
    },
    async (request) => {
      return getWorkspace(app.regions, grantedWorkspace(request));
    },
  );

  app.post(
    '/workspaces/:uid',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: { tags, params: ZWorkspaceParams, body: ZWorkspaceUpdateBody, response: { 200: ZWorkspace } },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return updateWorkspace(app.regions, access, request.body);
    },
  );

  app.get(
    '/workspaces/:uid/secret',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceSecret } },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return getWorkspaceSecret(app.regions, app.secretBox, access);
    },
  );
};
