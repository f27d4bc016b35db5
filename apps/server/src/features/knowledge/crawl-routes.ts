import {
  ZKbCrawl,
  ZKbCrawlPages,
  ZKbCrawlParams,
  ZUpdateKbCrawlBody,
  ZWorkspaceKbCrawlList,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { deleteKnowledgeCrawl } from './delete-knowledge-crawl.js';
import { listKnowledgeCrawlPages } from './list-knowledge-crawl-pages.js';
import { listKnowledgeCrawls } from './list-knowledge-crawls.js';
import { runKnowledgeCrawl } from './run-knowledge-crawl.js';
import { updateKnowledgeCrawl } from './update-knowledge-crawl.js';

const tags = ['knowledge'];
const all = '/workspaces/:uid/knowledge-crawls';
const one = `${all}/:crawlId`;

/** The workspace's website crawls across its agents (Crawler page). Registered under /api/:region. */
export const knowledgeCrawlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, jobs } = app;

  app.get(
    all,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceKbCrawlList } },
    },
    async (request) => {
      return { crawls: await listKnowledgeCrawls(regions, grantedWorkspace(request)) };
    },
  );

  app.get(
    `${one}/pages`,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        description:
          "The crawl's run log: each page it added, with its status and, in ERROR, the reason; and each page it skipped, with why.",
        params: ZKbCrawlParams,
        response: { 200: ZKbCrawlPages },
      },
    },
    async (request) => {
      const { crawlId } = request.params;
      return listKnowledgeCrawlPages(regions, grantedWorkspace(request), crawlId);
    },
  );

  app.post(
    `${one}/run`,
    {
      config: { access: { workspace: 'uid', permission: 'knowledge.write' } },
      schema: {
        tags,
        description:
          'Runs the crawl again now: its pages are read again and new pages of the site are added. A running crawl is left to finish.',
        params: ZKbCrawlParams,
        response: { 200: ZKbCrawl },
      },
    },
    async (request) => {
      const { crawlId } = request.params;
      return runKnowledgeCrawl(regions, jobs, grantedWorkspace(request), crawlId);
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'knowledge.write' } },
      schema: {
        tags,
        description: "Changes the crawl's schedule: how often each of its pages is read again.",
        params: ZKbCrawlParams,
        body: ZUpdateKbCrawlBody,
        response: { 200: ZKbCrawl },
      },
    },
    async (request) => {
      const { crawlId } = request.params;
      const access = grantedWorkspace(request);
      return updateKnowledgeCrawl({ regions, jobs, log: request.log }, access, crawlId, request.body);
    },
  );

  app.delete(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'knowledge.write' } },
      schema: {
        tags,
        description: 'Deletes the crawl with the documents of the pages it found, and their chunks.',
        params: ZKbCrawlParams,
      },
    },
    async (request, reply) => {
      const { crawlId } = request.params;
      await deleteKnowledgeCrawl(regions, grantedWorkspace(request), crawlId);
      return reply.status(204).send();
    },
  );
};
