import { ZMarkNotificationsSeenBody, ZNotificationList, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { openEventStream } from '../../platform/http/event-stream.js';
import { listMyNotifications } from './list-my-notifications.js';
import { markNotificationsSeen } from './mark-notifications-seen.js';
import { createNotificationChanges } from './notification-changes.js';

const tags = ['notifications'];
const all = '/workspaces/:uid/notifications';
// Seen marks and targeting are per member: a workspace secret speaks for no one.
const access = { workspace: 'uid', permission: 'read', principals: ['user'] } as const;

/** The bell: the signed-in member's notifications, their seen marks, and a live stream. Registered under /api/:region. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = await createNotificationChanges(app.regions.bus);

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
