import { ZSupportMessageBody, ZSupportMessageSent, ZSystemStatus, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAccount, grantedWorkspace } from '../../platform/auth/route-access.js';
import { getSystemStatus } from './get-system-status.js';
import { sendSupportMessage } from './send-support-message.js';

const tags = ['support'];
/** Messages one member may send support an hour: enough for a conversation, not for a flood. */
const SUPPORT_MESSAGES_PER_HOUR = 10;

/** The Support page's message, registered under /api/:region. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workspaces/:uid/support',
    {
      config: {
        // A member writes: support answers that person, so a workspace secret speaks for no one here.
        access: { workspace: 'uid', permission: 'read', principals: ['user'] },
        // Counted after the access check, per member, so no stranger can use up a member's messages.
        rateLimit: {
          hook: 'preHandler',
          max: SUPPORT_MESSAGES_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `support:${grantedAccount(request).id}`,
        },
      },
      schema: {
        tags,
        description:
          "Emails the platform's support address (SUPPORT_EMAIL) a member's message, naming the member, the workspace and its region; replies go to the member. Answers 202 once the mail is handed over.",
        params: ZWorkspaceParams,
        body: ZSupportMessageBody,
        response: { 202: ZSupportMessageSent },
      },
    },
    async (request, reply) => {
      await sendSupportMessage(app, grantedWorkspace(request), grantedAccount(request), request.body);
      return reply.status(202).send({ sent: true as const });
    },
  );
};

/** The system's status for the Support page, registered under /api: it names no tenant. */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      // Signed-in accounts only: which services are set up is nobody else's business.
      config: { access: { account: true } },
      schema: {
        tags,
        description:
          "The server's version, whether each region's database answers, and which outside services are configured. Names and states only: never a key, secret or address.",
        response: { 200: ZSystemStatus },
      },
    },
    async (request) => getSystemStatus(app, request.log),
  );
};
