import {
  ZEventDelivery,
  ZEventDeliveryList,
  ZEventDeliveryParams,
  ZEventSettings,
  ZWorkspaceLog,
  ZWorkspaceLogList,
  ZWorkspaceLogParams,
  ZWorkspaceParams,
  ZWriteLogBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { getEventSettings } from './get-event-settings.js';
import { listEventDeliveries } from './list-event-deliveries.js';
import { listWorkspaceLogs } from './list-workspace-logs.js';
import { replayEventDelivery } from './replay-event-delivery.js';
import { maxAttemptsOf } from './to-event-delivery.js';
import { updateEventSettings } from './update-event-settings.js';
import { writeWorkspaceLog } from './write-workspace-log.js';

const tags = ['events'];
const settingsPath = '/workspaces/:uid/event-settings';

/** The event notifier's settings and deliveries, and the workspace's logs (Events page). Registered under /api/:region. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(
    settingsPath,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        description: 'The workspace’s events endpoint and the event types it receives (`internal.events`).',
        params: ZWorkspaceParams,
        response: { 200: ZEventSettings },
      },
    },
    async (request) => getEventSettings(regions, grantedWorkspace(request)),
  );

  app.put(
    settingsPath,
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: {
        tags,
        description:
          'Saves the events endpoint (empty: none) and the subscribed types. Each event is POSTed as `{type, payload}` with `x-event-timestamp` and `x-event-signature: sha256=HMAC-SHA256(workspace secret, timestamp + "." + body)`.',
        params: ZWorkspaceParams,
        body: ZEventSettings,
        response: { 200: ZEventSettings },
      },
    },
    async (request) => updateEventSettings(regions, grantedWorkspace(request), request.body),
  );

  app.get(
    '/workspaces/:uid/event-deliveries',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZEventDeliveryList } },
    },
    async (request) => ({
      deliveries: await listEventDeliveries(regions, grantedWorkspace(request), maxAttemptsOf(app.config)),
    }),
  );

  app.post(
    '/workspaces/:uid/event-deliveries/:deliveryId/replay',
    {
      config: { access: { workspace: 'uid', permission: 'workspace.manage' } },
      schema: {
        tags,
        description: 'Sends a logged event again to the current endpoint, as a new delivery.',
        params: ZEventDeliveryParams,
        response: { 201: ZEventDelivery },
      },
    },
    async (request, reply) => {
      const replay = await replayEventDelivery(app, grantedWorkspace(request), request.params.deliveryId);
      return reply.status(201).send(replay);
    },
  );

  app.post(
    '/workspace/:userId/logs',
    {
      config: { access: { workspace: 'userId', permission: 'read' } },
      schema: {
        tags,
        description: 'Writes a log of the workspace (spec 002 §7.6); `withEmail` also emails its members.',
        params: ZWorkspaceLogParams,
        body: ZWriteLogBody,
        response: { 201: ZWorkspaceLog },
      },
    },
    async (request, reply) => {
      const log = await writeWorkspaceLog(
        { regions, mailer: app.mailer, config: app.config, log: request.log },
        grantedWorkspace(request),
        request.body,
      );
      return reply.status(201).send(log);
    },
  );

  app.get(
    '/workspaces/:uid/logs',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceLogList } },
    },
    async (request) => ({ logs: await listWorkspaceLogs(regions, grantedWorkspace(request)) }),
  );
};
