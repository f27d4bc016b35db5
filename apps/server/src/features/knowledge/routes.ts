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
import { grantedAgent } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
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

  app.get(
    all,
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZKbDocList } },
    },
    async (request) => {
      return listKnowledgeDocs(regions, grantedAgent(request));
    },
  );

  app.post(
    `${all}/upload`,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
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
      const access = grantedAgent(request);
      const file = await readUploadedFile(request, KB_UPLOAD_TOO_LARGE_MESSAGE);
      return reply.status(201).send(await addKnowledgeUpload(regions, jobs, access, file));
    },
  );

  app.post(
    `${all}/url`,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
      schema: {
        tags,
        description: 'Adds one web page, fetched by a job; the answer is INITIALIZED.',
        params: ZAgentParams,
        body: ZAddKbUrlBody,
        response: { 201: ZKbDoc },
      },
    },
    async (request, reply) => {
      const access = grantedAgent(request);
      return reply.status(201).send(await addKnowledgeUrl(regions, jobs, access, request.body));
    },
  );

  app.post(
    `${all}/website`,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
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
      const access = grantedAgent(request);
      return reply.status(201).send(await addKnowledgeWebsite(regions, jobs, access, request.body));
    },
  );

  app.post(
    `${all}/qa`,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
      schema: {
        tags,
        description: 'Adds a question and its answer.',
        params: ZAgentParams,
        body: ZAddKbQaBody,
        response: { 201: ZKbDoc },
      },
    },
    async (request, reply) => {
      const access = grantedAgent(request);
      return reply.status(201).send(await addKnowledgeQa(regions, jobs, access, request.body));
    },
  );

  app.get(
    one,
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZKbDocParams, response: { 200: ZKbDocWithContent } },
    },
    async (request) => {
      const { docId } = request.params;
      return getKnowledgeDoc(regions, grantedAgent(request), docId);
    },
  );

  app.patch(
    one,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
      schema: { tags, params: ZKbDocParams, body: ZUpdateKbDocBody, response: { 200: ZKbDoc } },
    },
    async (request) => {
      const { docId } = request.params;
      const access = grantedAgent(request);
      return updateKnowledgeDoc(regions, jobs, request.log, access, docId, request.body);
    },
  );

  app.delete(
    one,
    { config: { access: { agent: 'agentId', permission: 'knowledge.write' } }, schema: { tags, params: ZKbDocParams } },
    async (request, reply) => {
      const { docId } = request.params;
      await deleteKnowledgeDoc(regions, grantedAgent(request), docId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${one}/reindex`,
    {
      config: { access: { agent: 'agentId', permission: 'knowledge.write' } },
      schema: {
        tags,
        description:
          'Reads the document again from its source; its current chunks answer until the new ones replace them.',
        params: ZKbDocParams,
        response: { 200: ZKbDoc },
      },
    },
    async (request) => {
      const { docId } = request.params;
      return reindexKnowledgeDoc(regions, jobs, grantedAgent(request), docId);
    },
  );
};
