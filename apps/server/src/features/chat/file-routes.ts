import { CHAT_UPLOAD_MAX_MB, ZConversationParams, ZRegion, ZUploadedFile } from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedConversation } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { resolveTenant } from '../../platform/tenancy/index.js';
import { readChatFile } from './read-chat-file.js';
import { uploadChatFile } from './upload-chat-file.js';

const tags = ['public'];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// Pictures show in the chat; any other file is downloaded rather than opened as a page of ours.
const SHOWN_INLINE = /^image\//;

/** Files visitors attach in the chat (`acceptFileUpload`), registered under /api/:region. */
export const chatFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: CHAT_UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 2 },
  });
  const perAddress = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/public/conversations/:conversationId/files',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: perAddress },
      schema: {
        tags,
        description:
          "Attaches a file to the visitor's conversation (multipart/form-data, one file), when the agent accepts files. " +
          `Pictures, PDF, text and CSV files up to ${CHAT_UPLOAD_MAX_MB} MB. The answer's url shows the file to whoever has it.`,
        params: ZConversationParams,
        response: { 201: ZUploadedFile },
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      const file = await readUploadedFile(request, `Max size: ${CHAT_UPLOAD_MAX_MB} MBs`);
      const uploaded = await uploadChatFile(
        { regions: app.regions, tenant: await resolveTenant(request) },
        region,
        conversation,
        file,
      );
      return reply.status(201).send(uploaded);
    },
  );

  app.get(
    '/public/files/:fileId',
    {
      config: {
        access: {
          public: 'an uploaded file link (a chat attachment, a workspace photo): its unguessable id is the only key',
        },
        rateLimit: perAddress,
      },
      schema: {
        tags,
        description: 'A file attached in a chat, or a workspace photo. Never changes, so it may be cached for a year.',
        params: z.object({ region: ZRegion, fileId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const file = await readChatFile(app.regions, request.params.region, request.params.fileId);
      const disposition = SHOWN_INLINE.test(file.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${disposition}; filename="${file.filename}"`)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
