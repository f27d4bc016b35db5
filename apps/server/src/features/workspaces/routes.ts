import {
  WORKSPACE_PHOTO_RULE,
  ZInvitation,
  ZInviteBody,
  ZJoinAnswer,
  ZJoinBody,
  ZJoinQuery,
  ZMemberParams,
  ZMemberUpdateBody,
  ZNewWorkspaceBody,
  ZNotificationSettings,
  ZOnboardingBody,
  ZRegion,
  ZWorkspace,
  ZWorkspaceMember,
  ZWorkspaceMembers,
  ZWorkspaceParams,
  ZWorkspaceSecret,
  ZWorkspaceTeam,
  ZWorkspaceUpdateBody,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedAccount, grantedWorkspace } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { resolveTenant } from '../../platform/tenancy/index.js';
import { auditBy, requestOrigin } from '../audit-log/index.js';
import { completeAgentOnboarding } from './complete-agent-onboarding.js';
import { createPersonalWorkspace } from './create-personal-workspace.js';
import { createWorkspace } from './create-workspace.js';
import { deleteWorkspace } from './delete-workspace.js';
import { getMyNotificationSettings } from './get-my-notification-settings.js';
import { getWorkspace } from './get-workspace.js';
import { getWorkspaceSecret } from './get-workspace-secret.js';
import { getWorkspaceTeam } from './get-workspace-team.js';
import { inviteMember } from './invite-member.js';
import { joinWorkspace } from './join-workspace.js';
import { listWorkspaceMembers } from './list-workspace-members.js';
import { removeMember } from './remove-member.js';
import { revokeInvitation } from './revoke-invitation.js';
import { setWorkspacePhoto } from './set-workspace-photo.js';
import { updateMember } from './update-member.js';
import { updateMyNotificationSettings } from './update-my-notification-settings.js';
import { updateWorkspace } from './update-workspace.js';

const tags = ['workspaces'];
// Managing people acts as the signed-in person (who invites, who may not remove themselves): a workspace secret speaks for no one.
const asMember = ['user'] as const;

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

/** The invitation link's call (spec 001 §7); registered under /api, as the link names no region. */
export const joinWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/no-auth/workspaces/:uid/invite',
    {
      config: {
        access: {
          public: 'joining by invitation: the secret of the emailed link, checked against its hash, is the key',
        },
        rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        description:
          'Joins the workspace with the role the invitation names, using up the link. The body repeats the email of the link. 404 for a used, withdrawn or unknown link; 409 when the workspace has no seat left.',
        params: z.object({ uid: ZWorkspaceParams.shape.uid }),
        querystring: ZJoinQuery,
        body: ZJoinBody,
        response: { 200: ZJoinAnswer },
      },
    },
    async (request) => {
      return joinWorkspace(app.regions, request.params.uid, request.query, request.body, requestOrigin(request));
    },
  );
};

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: WORKSPACE_PHOTO_RULE.maxSizeMB * 1024 * 1024, files: 1, fields: 2 },
  });

  app.post(
    '/workspaces',
    {
      config: { access: { account: true } },
      schema: {
        tags,
        description:
          "'+ New Workspace': a workspace the signed-in account owns, in this region, on the free plan, with no credits. At most 20 owned workspaces per account.",
        params: z.object({ region: ZRegion }),
        body: ZNewWorkspaceBody,
        response: { 201: ZWorkspace },
      },
    },
    async (request, reply) => {
      const account = grantedAccount(request);
      const workspace = await createWorkspace(app.regions, app.secretBox, account, request.params.region, request.body);
      return reply.status(201).send(workspace);
    },
  );

  app.delete(
    '/workspaces/:uid',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.delete' } },
      schema: {
        tags,
        description:
          'Deletes the workspace and everything in it, for good. The personal workspace cannot be deleted. Its members lose access at once.',
        params: ZWorkspaceParams,
      },
    },
    async (request, reply) => {
      await deleteWorkspace(app, grantedWorkspace(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/workspaces/:uid/team',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        description: 'The members with their role and permissions, the pending invitations, and the seats.',
        params: ZWorkspaceParams,
        response: { 200: ZWorkspaceTeam },
      },
    },
    async (request) => {
      return getWorkspaceTeam(app.regions, grantedWorkspace(request));
    },
  );

  app.post(
    '/workspaces/:uid/invitations',
    {
      config: { access: { workspace: 'uid', permission: 'members.manage', principals: asMember } },
      schema: {
        tags,
        description:
          'Invites someone by email with a role (admin: the owner alone) and emails them the join link. Inviting the same email again sends a new link and the old one stops working.',
        params: ZWorkspaceParams,
        body: ZInviteBody,
        response: { 201: ZInvitation },
      },
    },
    async (request, reply) => {
      const deps = { regions: app.regions, mailer: app.mailer, tenant: await resolveTenant(request) };
      const access = grantedWorkspace(request);
      const invitation = await inviteMember(deps, access, request.body, auditBy(request, access));
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/workspaces/:uid/invitations/:email',
    {
      config: { access: { workspace: 'uid', permission: 'members.manage', principals: asMember } },
      schema: { tags, description: 'Withdraws a pending invitation; its link stops working.', params: ZMemberParams },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      await revokeInvitation(app.regions, access, request.params.email, auditBy(request, access));
      return reply.status(204).send();
    },
  );

  app.patch(
    '/workspaces/:uid/members/:email',
    {
      config: { access: { workspace: 'uid', permission: 'members.manage', principals: asMember } },
      schema: {
        tags,
        description:
          "Changes a member's role (the owner alone) or narrows their permissions to a list of the role's (null: all of the role's). Nobody changes the owner's or their own.",
        params: ZMemberParams,
        body: ZMemberUpdateBody,
        response: { 200: ZWorkspaceMember },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return updateMember(app, access, request.params.email, request.body, auditBy(request, access));
    },
  );

  app.delete(
    '/workspaces/:uid/members/:email',
    {
      config: { access: { workspace: 'uid', permission: 'members.manage', principals: asMember } },
      schema: {
        tags,
        description:
          'Removes a member; their access ends at once. Nobody removes themselves or the owner, and only the owner removes an admin.',
        params: ZMemberParams,
      },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      await removeMember(app, access, request.params.email, auditBy(request, access));
      return reply.status(204).send();
    },
  );

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
    '/workspaces/:uid/agent-onboarding',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: {
        tags,
        description:
          'Marks the onboarding wizard done (spec 002 §4.8: finished or skipped), so that sign-in leads to the dashboard. Calling it again changes nothing.',
        params: ZWorkspaceParams,
        response: { 200: ZWorkspace },
      },
    },
    async (request) => completeAgentOnboarding(app.regions, grantedWorkspace(request)),
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

  app.post(
    '/workspaces/:uid/photo',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: {
        tags,
        description: `The workspace photo (multipart/form-data, one ${WORKSPACE_PHOTO_RULE.extensions.join(', ')} picture up to ${WORKSPACE_PHOTO_RULE.maxSizeMB} MB), kept as a 256x256 PNG.`,
        params: ZWorkspaceParams,
        response: { 200: ZWorkspace },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      const file = await readUploadedFile(request, `Max size: ${WORKSPACE_PHOTO_RULE.maxSizeMB} MBs`);
      return setWorkspacePhoto(app.regions, access, file);
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
