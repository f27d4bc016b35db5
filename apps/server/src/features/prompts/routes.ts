import {
  ZCreatePromptBody,
  ZPrompt,
  ZPromptList,
  ZPromptParams,
  ZUpdatePromptBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWorkspace } from '../../platform/auth/principals.js';
import { createPrompt } from './create-prompt.js';
import { deletePrompt } from './delete-prompt.js';
import { listPrompts } from './list-prompts.js';
import { updatePrompt } from './update-prompt.js';

const tags = ['prompts'];
const one = '/workspaces/:uid/prompts/:promptId';

/** The workspace's saved prompts (Prompts utility). Registered under /api/:region. */
export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(
    '/workspaces/:uid/prompts',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZPromptList } } },
    async (request) => {
      const { region, uid } = request.params;
      return { prompts: await listPrompts(regions, await requireWorkspace(request, region, uid)) };
    },
  );

  app.post(
    '/workspaces/:uid/prompts',
    { schema: { tags, params: ZWorkspaceParams, body: ZCreatePromptBody, response: { 201: ZPrompt } } },
    async (request, reply) => {
      const access = await requireWorkspace(request, request.params.region, request.params.uid);
      return reply.status(201).send(await createPrompt(regions, access, request.body));
    },
  );

  app.patch(
    one,
    {
      schema: {
        tags,
        description: 'Changes the fields sent; an omitted field is unchanged.',
        params: ZPromptParams,
        body: ZUpdatePromptBody,
        response: { 200: ZPrompt },
      },
    },
    async (request) => {
      const { region, uid, promptId } = request.params;
      return updatePrompt(regions, await requireWorkspace(request, region, uid), promptId, request.body);
    },
  );

  app.delete(one, { schema: { tags, params: ZPromptParams } }, async (request, reply) => {
    const { region, uid, promptId } = request.params;
    await deletePrompt(regions, await requireWorkspace(request, region, uid), promptId);
    return reply.status(204).send();
  });
};
