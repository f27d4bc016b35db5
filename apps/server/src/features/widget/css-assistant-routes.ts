import { ZAiCssGeneratorBody, ZAiCssGeneratorResponse } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAgent } from '../../platform/auth/route-access.js';
import { generateCustomCss } from './generate-custom-css.js';

/** Calls per member a minute: each one spends the workspace's credits on a model. */
const CSS_REQUESTS_PER_MINUTE = 20;

/** The AI CSS Assistant (spec 000 §9), registered under /api: the agent's region comes in the body (`bucket`). */
export const cssAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai-css-generator',
    {
      config: {
        access: { agent: 'agentID', in: 'body', regionField: 'bucket', permission: 'agents.write' },
        rateLimit: { max: CSS_REQUESTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['widget'],
        description:
          "Writes custom CSS for an agent's chat with the workspace's language model, from the owner's chat with the assistant and the editor's current CSS. " +
          'Answers 409 NO_LANGUAGE_MODEL when the workspace has none, 402 when it has no credits left.',
        body: ZAiCssGeneratorBody,
        response: { 200: ZAiCssGeneratorResponse },
      },
    },
    async (request) => {
      const { messages, currentCSS } = request.body;
      const response = await generateCustomCss(app, request.log, grantedAgent(request), { messages, currentCSS });
      return { success: true as const, response };
    },
  );
};
