import {
  ZCreatePromptBody,
  ZPrompt,
  ZPromptList,
  ZPromptParams,
  ZUpdatePromptBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
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
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZPromptList } },
    },
    async (request) => {
      return { prompts: await listPrompts(regions, grantedWorkspace(request)) };
    },
  );

  app.post(
    '/workspaces/:uid/prompts',
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: { tags, params: ZWorkspaceParams, body: ZCreatePromptBody, response: { 201: ZPrompt } },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      return reply.status(201).send(await createPrompt(regions, access, request.body));
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: {
        tags,
        description: 'Changes the fields sent; an omitted field is unchanged.',
        params: ZPromptParams,
        body: ZUpdatePromptBody,
        response: { 200: ZPrompt },
      },
    },
    async (request) => {
      const { promptId } = request.params;
      return updatePrompt(regions, grantedWorkspace(request), promptId, request.body);
    },
  );

  app.delete(
    one,
    { config: { access: { workspace: 'uid', permission: 'agents.write' } }, schema: { tags, params: ZPromptParams } },
    async (request, reply) => {
      const { promptId } = request.params;
      await deletePrompt(regions, grantedWorkspace(request), promptId);
      return reply.status(204).send();
    },
  );
};
