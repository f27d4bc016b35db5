import {
  ZConnectionTest,
  ZCreateCredentialBody,
  ZCredential,
  ZCredentialList,
  ZCredentialParams,
  ZLlmModelList,
  ZSaveTwilioCredentialsBody,
  ZTestCredentialBody,
  ZTwilioConnectionTest,
  ZTwilioCredentials,
  ZTwilioCredentialsAnswer,
  ZUpdateCredentialBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { auditBy } from '../audit-log/index.js';
import { createCredential } from './create-credential.js';
import { deleteCredential } from './delete-credential.js';
import { listCredentialModels } from './list-credential-models.js';
import { listCredentials } from './list-credentials.js';
import { testCredential } from './test-credential.js';
import { testTwilioCredentials } from './test-twilio-credentials.js';
import { deleteTwilioCredentials, getTwilioCredentials, saveTwilioCredentials } from './twilio-credentials.js';
import { updateCredential } from './update-credential.js';

const tags = ['credentials'];
const one = '/workspaces/:uid/llm-credentials/:credentialId';

/** The workspace's language-model providers (Credentials page). Registered under /api/:region. */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox: box, guardedFetch, caches } = app;

  app.get(
    '/workspaces/:uid/llm-credentials',
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZCredentialList } },
    },
    async (request) => {
      return { credentials: await listCredentials(regions, grantedWorkspace(request)) };
    },
  );

  app.post(
    '/workspaces/:uid/llm-credentials',
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description: 'Saves a provider. `apiKey` is write-only: no answer ever contains it.',
        params: ZWorkspaceParams,
        body: ZCreateCredentialBody,
        response: { 201: ZCredential },
      },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      return reply
        .status(201)
        .send(await createCredential(regions, box, caches, access, request.body, auditBy(request, access)));
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description: 'Changes the fields sent. An omitted `apiKey` keeps the saved key; `null` removes it.',
        params: ZCredentialParams,
        body: ZUpdateCredentialBody,
        response: { 200: ZCredential },
      },
    },
    async (request) => {
      const { credentialId } = request.params;
      const access = grantedWorkspace(request);
      return updateCredential(regions, box, caches, access, credentialId, request.body, auditBy(request, access));
    },
  );

  app.delete(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZCredentialParams },
    },
    async (request, reply) => {
      const { credentialId } = request.params;
      const access = grantedWorkspace(request);
      await deleteCredential(regions, caches, access, credentialId, auditBy(request, access));
      return reply.status(204).send();
    },
  );

  app.post(
    `${one}/test`,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description:
          "Test connection: lists the provider's models, or asks a server without that list for a one-token answer (with `model` when given).",
        params: ZCredentialParams,
        body: ZTestCredentialBody,
        response: { 200: ZConnectionTest },
      },
    },
    async (request) => {
      const { credentialId } = request.params;
      const access = grantedWorkspace(request);
      return testCredential(regions, box, guardedFetch, access, credentialId, request.body?.model);
    },
  );

  app.get(
    `${one}/models`,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZCredentialParams, response: { 200: ZLlmModelList } },
    },
    async (request) => {
      const { credentialId } = request.params;
      const access = grantedWorkspace(request);
      return { models: await listCredentialModels(regions, box, guardedFetch, access, credentialId) };
    },
  );

  const twilioPath = '/workspaces/:uid/twilio-credentials';
  app.get(
    twilioPath,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZTwilioCredentialsAnswer } },
    },
    async (request) => {
      return { credentials: await getTwilioCredentials(regions, grantedWorkspace(request)) };
    },
  );

  app.put(
    twilioPath,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description: 'Saves the Twilio Account SID and Auth Token. `authToken` is write-only: no answer contains it.',
        params: ZWorkspaceParams,
        body: ZSaveTwilioCredentialsBody,
        response: { 200: ZTwilioCredentials },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return saveTwilioCredentials(regions, box, access, request.body, auditBy(request, access));
    },
  );

  app.delete(
    twilioPath,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: { tags, params: ZWorkspaceParams },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      await deleteTwilioCredentials(regions, access, auditBy(request, access));
      return reply.status(204).send();
    },
  );

  app.post(
    `${twilioPath}/test`,
    {
      config: { access: { workspace: 'uid', permission: 'credentials.manage' } },
      schema: {
        tags,
        description: 'Test connection: fetches the Twilio account with the saved credentials.',
        params: ZWorkspaceParams,
        response: { 200: ZTwilioConnectionTest },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return testTwilioCredentials(regions, box, app.config.providers.twilioApiUrl, access);
    },
  );
};
