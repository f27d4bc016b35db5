import {
  KB_UPLOAD_MAX_BYTES,
  KB_UPLOAD_TOO_LARGE_MESSAGE,
  ZAddKbQaBody,
  ZAddKbUrlBody,
  ZAddKbWebsiteBody,
  ZAgentParams,
  ZKbCrawl,
  ZKbDoc,
  ZKbDocList,
  ZKbDocParams,
  ZKbDocWithContent,
  ZUpdateKbDocBody,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { requireAgent } from '../agents/agent-access.js';
import { addKnowledgeQa } from './add-knowledge-qa.js';
import { addKnowledgeUpload } from './add-knowledge-upload.js';
import { addKnowledgeUrl } from './add-knowledge-url.js';
import { addKnowledgeWebsite } from './add-knowledge-website.js';
import { deleteKnowledgeDoc } from './delete-knowledge-doc.js';
import { getKnowledgeDoc } from './get-knowledge-doc.js';
import { listKnowledgeDocs } from './list-knowledge-docs.js';
import { reindexKnowledgeDoc } from './reindex-knowledge-doc.js';
import { updateKnowledgeDoc } from './update-knowledge-doc.js';

const tags = ['knowledge'];
const all = '/v2/agents/:agentId/knowledge';
const one = `${all}/:docId`;

/** An agent's knowledge base (Knowledge tab). Registered under /api/:region. */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, jobs } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: KB_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  app.get(all, { schema: { tags, params: ZAgentParams, response: { 200: ZKbDocList } } }, async (request) => {
    const { region, agentId } = request.params;
    return listKnowledgeDocs(regions, await requireAgent(request, region, agentId));
  });

  app.post(
    `${all}/upload`,
    {
      schema: {
        tags,
        description:
          'Adds an uploaded file (multipart/form-data, one file): PDF, DOCX, TXT, Markdown, CSV or HTML, up to 10 MB. It is read by a job: the answer is INITIALIZED.',
        params: ZAgentParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZKbDoc },
      },
    },
    async (request, reply) => {
      const access = await requireAgent(request, request.params.region, request.params.agentId);
      const file = await readUploadedFile(request, KB_UPLOAD_TOO_LARGE_MESSAGE);
      return reply.status(201).send(await addKnowledgeUpload(regions, jobs, access, file));
    },
  );

  app.post(
    `${all}/url`,
    {
      schema: {
        tags,
        description: 'Adds one web page, fetched by a job; the answer is INITIALIZED.',
        params: ZAgentParams,
        body: ZAddKbUrlBody,
        response: { 201: ZKbDoc },
      },
    },
    async (request, reply) => {
      const access = await requireAgent(request, request.params.region, request.params.agentId);
      return reply.status(201).send(await addKnowledgeUrl(regions, jobs, access, request.body));
    },
  );

  app.post(
    `${all}/website`,
    {
      schema: {
        tags,
        description:
          'Adds a whole website: a job finds its pages (sitemap first, else same-site links up to maxDepth, at most maxPages, never a path robots.txt disallows) and adds each as a web page document. The answer is the crawl, INITIALIZED; the list shows its progress.',
        params: ZAgentParams,
        body: ZAddKbWebsiteBody,
        response: { 201: ZKbCrawl },
      },
    },
    async (request, reply) => {
      const access = await requireAgent(request, request.params.region, request.params.agentId);
      return reply.status(201).send(await addKnowledgeWebsite(regions, jobs, access, request.body));
    },
  );

  app.post(
    `${all}/qa`,
    {
      schema: {
        tags,
        description: 'Adds a question and its answer.',
        params: ZAgentParams,
        body: ZAddKbQaBody,
        response: { 201: ZKbDoc },
      },
    },
    async (request, reply) => {
      const access = await requireAgent(request, request.params.region, request.params.agentId);
      return reply.status(201).send(await addKnowledgeQa(regions, jobs, access, request.body));
    },
  );

  app.get(one, { schema: { tags, params: ZKbDocParams, response: { 200: ZKbDocWithContent } } }, async (request) => {
    const { region, agentId, docId } = request.params;
    return getKnowledgeDoc(regions, await requireAgent(request, region, agentId), docId);
  });

  app.patch(
    one,
    { schema: { tags, params: ZKbDocParams, body: ZUpdateKbDocBody, response: { 200: ZKbDoc } } },
    async (request) => {
      const { region, agentId, docId } = request.params;
      const access = await requireAgent(request, region, agentId);
      return updateKnowledgeDoc(regions, jobs, request.log, access, docId, request.body);
    },
  );

  app.delete(one, { schema: { tags, params: ZKbDocParams } }, async (request, reply) => {
    const { region, agentId, docId } = request.params;
    await deleteKnowledgeDoc(regions, await requireAgent(request, region, agentId), docId);
    return reply.status(204).send();
  });

  app.post(
    `${one}/reindex`,
    {
      schema: {
        tags,
        description:
          'Reads the document again from its source; its current chunks answer until the new ones replace them.',
        params: ZKbDocParams,
        response: { 200: ZKbDoc },
      },
    },
    async (request) => {
      const { region, agentId, docId } = request.params;
      return reindexKnowledgeDoc(regions, jobs, await requireAgent(request, region, agentId), docId);
    },
  );
};
