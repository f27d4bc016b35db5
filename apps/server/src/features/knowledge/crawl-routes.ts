import {
  ZKbCrawl,
  ZKbCrawlPages,
  ZKbCrawlParams,
  ZUpdateKbCrawlBody,
  ZWorkspaceKbCrawlList,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWorkspace } from '../../platform/auth/principals.js';
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
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceKbCrawlList } } },
    async (request) => {
      const { region, uid } = request.params;
      return { crawls: await listKnowledgeCrawls(regions, await requireWorkspace(request, region, uid)) };
    },
  );

  app.get(
    `${one}/pages`,
    {
      schema: {
        tags,
        description: "The crawl's run log: each page it found, with its status and, in ERROR, the reason.",
        params: ZKbCrawlParams,
        response: { 200: ZKbCrawlPages },
      },
    },
    async (request) => {
      const { region, uid, crawlId } = request.params;
      return { pages: await listKnowledgeCrawlPages(regions, await requireWorkspace(request, region, uid), crawlId) };
    },
  );

  app.post(
    `${one}/run`,
    {
      schema: {
        tags,
        description:
          'Runs the crawl again now: its pages are read again and new pages of the site are added. A running crawl is left to finish.',
        params: ZKbCrawlParams,
        response: { 200: ZKbCrawl },
      },
    },
    async (request) => {
      const { region, uid, crawlId } = request.params;
      return runKnowledgeCrawl(regions, jobs, await requireWorkspace(request, region, uid), crawlId);
    },
  );

  app.patch(
    one,
    {
      schema: {
        tags,
        description: "Changes the crawl's schedule: how often each of its pages is read again.",
        params: ZKbCrawlParams,
        body: ZUpdateKbCrawlBody,
        response: { 200: ZKbCrawl },
      },
    },
    async (request) => {
      const { region, uid, crawlId } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return updateKnowledgeCrawl({ regions, jobs, log: request.log }, access, crawlId, request.body);
    },
  );

  app.delete(
    one,
    {
      schema: {
        tags,
        description: 'Deletes the crawl with the documents of the pages it found, and their chunks.',
        params: ZKbCrawlParams,
      },
    },
    async (request, reply) => {
      const { region, uid, crawlId } = request.params;
      await deleteKnowledgeCrawl(regions, await requireWorkspace(request, region, uid), crawlId);
      return reply.status(204).send();
    },
  );
};
