import { ZMarkNotificationsSeenBody, ZNotificationList, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientWorkspaceAccess } from '../../platform/auth/client-access.js';
import { grantedClient, grantedWorkspace } from '../../platform/auth/route-access.js';
import { openEventStream } from '../../platform/http/event-stream.js';
import { listClientNotifications } from './list-client-notifications.js';
import { listMyNotifications } from './list-my-notifications.js';
import { markClientNotificationsSeen } from './mark-client-notifications-seen.js';
import { markNotificationsSeen } from './mark-notifications-seen.js';
import { notificationChangesOf } from './notification-changes.js';

const tags = ['notifications'];
const all = '/workspaces/:uid/notifications';
// Seen marks and targeting are per member: a workspace secret speaks for no one.
const access = { workspace: 'uid', permission: 'read', principals: ['user'] } as const;

/** The bell: the signed-in member's notifications, their seen marks, and a live stream. Registered under /api/:region. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = await notificationChangesOf(app.regions.bus);

  app.get(
    all,
    {
      config: { access },
      schema: {
        tags,
        description:
          'The newest 5 notifications per level the signed-in member may see, newest first, each with whether this member has seen it.',
        params: ZWorkspaceParams,
        response: { 200: ZNotificationList },
      },
    },
    async (request) => {
      return listMyNotifications(app.regions, grantedWorkspace(request));
    },
  );

  app.post(
    `${all}/seen`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Marks notifications seen by the signed-in member; the other members’ marks stay as they are.',
        params: ZWorkspaceParams,
        body: ZMarkNotificationsSeenBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markNotificationsSeen(app.regions, grantedWorkspace(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${all}/events`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Server-sent events: `change` whenever the workspace’s notifications change; read the list again.',
        params: ZWorkspaceParams,
      },
    },
    async (request, reply) => {
      const { region, uid } = request.params;
      let stop = () => {};
      const stream = openEventStream(request, reply, () => stop());
      const unwatch = app.accessRevocations.watch(grantedWorkspace(request), () => stream.end());
      const unlisten = changes.onWorkspace(region, uid, () => stream.send('change', {}));
      stop = () => {
        unwatch();
        unlisten();
      };
    },
  );
};

/**
 * The signed-in client's bell in its top bar: its organisation's notifications about its agents,
 * its own seen marks, and a live stream. Registered under /api/client; the session names the client.
 */
export const clientNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = await notificationChangesOf(app.regions.bus);
  const access = { client: true } as const;

  app.get(
    '/notifications',
    {
      config: { access },
      schema: {
        tags,
        description:
          "The newest 5 notifications per level about the client's organisation and its agents, newest first, each with whether this client has seen it.",
        response: { 200: ZNotificationList },
      },
    },
    async (request) => listClientNotifications(app.regions, grantedClient(request)),
  );

  app.post(
    '/notifications/seen',
    {
      config: { access },
      schema: {
        tags,
        description: 'Marks notifications seen by the signed-in client; the other clients’ marks stay as they are.',
        body: ZMarkNotificationsSeenBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markClientNotificationsSeen(app.regions, grantedClient(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/events',
    {
      config: { access },
      schema: {
        tags,
        description:
          'Server-sent events: `change` whenever the client’s organisation gets a notification; read the list again.',
      },
    },
    async (request, reply) => {
      const client = grantedClient(request);
      let stop = () => {};
      const stream = openEventStream(request, reply, () => stop());
      // The workspace deleted ends the stream, as it ends the members'.
      const workspace = clientWorkspaceAccess(client, client.region, client.workspaceUid, 'anyTab');
      const unwatch = app.accessRevocations.watch(workspace, () => stream.end());
      const unlisten = changes.onOrg(client.region, client.orgId, () => stream.send('change', {}));
      stop = () => {
        unwatch();
        unlisten();
      };
    },
  );
};
