import {
  ZCreateToolBody,
  ZTestToolBody,
  ZTool,
  ZToolList,
  ZToolParams,
  ZToolTestResult,
  ZUpdateToolBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { createTool } from './create-tool.js';
import { deleteTool } from './delete-tool.js';
import { findTool } from './find-tool.js';
import { listTools } from './list-tools.js';
import { testTool } from './test-tool.js';
import { toTool } from './to-tool.js';
import { updateTool } from './update-tool.js';

const tags = ['tools'];
const all = '/workspaces/:uid/tools';
const one = `${all}/:toolId`;

const CALL_DESCRIPTION =
  'A call of the tool is a JSON POST to `serverUrl`: each field goes in the query string, a header or the body by its `in`; ' +
  'the tool name is in the `X-Tool-Name` header and the secret, when set, in the `X-Tool-Secret` header.';

/** The workspace's tools (Functions page), which agents call during a conversation. Registered under /api/:region. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox: box, egress } = app;

  app.get(
    all,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZToolList } },
    },
    async (request) => {
      return { tools: await listTools(regions, box, grantedWorkspace(request)) };
    },
  );

  app.post(
    all,
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: {
        tags,
        description: `Saves a tool. \`serverUrlSecret\` is write-only: no answer ever contains it. ${CALL_DESCRIPTION}`,
        params: ZWorkspaceParams,
        body: ZCreateToolBody,
        response: { 201: ZTool },
      },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      return reply.status(201).send(await createTool(regions, box, access, request.body));
    },
  );

  app.get(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZToolParams, response: { 200: ZTool } },
    },
    async (request) => {
      const { toolId } = request.params;
      return toTool(box, await findTool(regions, grantedWorkspace(request), toolId));
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: {
        tags,
        description:
          'Changes the fields sent; `fields` replaces the whole list. An omitted `serverUrlSecret` keeps the saved secret; `null` removes it.',
        params: ZToolParams,
        body: ZUpdateToolBody,
        response: { 200: ZTool },
      },
    },
    async (request) => {
      const { toolId } = request.params;
      return updateTool(regions, box, grantedWorkspace(request), toolId, request.body);
    },
  );

  app.delete(
    one,
    { config: { access: { workspace: 'uid', permission: 'agents.write' } }, schema: { tags, params: ZToolParams } },
    async (request, reply) => {
      const { toolId } = request.params;
      await deleteTool(regions, grantedWorkspace(request), toolId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${one}/test`,
    {
      config: { access: { workspace: 'uid', permission: 'agents.write' } },
      schema: {
        tags,
        description: `Send test request: sends the request a call with \`arguments\` would send, and answers with the request (secret masked) and the server's status, main headers and body (cut to 4000 characters). ${CALL_DESCRIPTION}`,
        params: ZToolParams,
        body: ZTestToolBody,
        response: { 200: ZToolTestResult },
      },
    },
    async (request) => {
      const { toolId } = request.params;
      const access = grantedWorkspace(request);
      return testTool(regions, box, egress, access, toolId, request.body.arguments);
    },
  );
};
