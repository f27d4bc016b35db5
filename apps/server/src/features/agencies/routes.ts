import {
  ZAgency,
  ZAgencyAdminSecret,
  ZAgencyAdminSignIn,
  ZAgencyAdminSignInBody,
  ZAgencyPictureParams,
  ZAgencyUpdateBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { startSession } from '../../platform/auth/sessions.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { productServesHttps } from '../../platform/tenancy/index.js';
import { auditBy, requestOrigin } from '../audit-log/index.js';
import { getAgency } from './get-agency.js';
import { regenerateAdminSecret } from './regenerate-admin-secret.js';
import { removeAgencyPicture } from './remove-agency-picture.js';
import { setAgencyPicture } from './set-agency-picture.js';
import { signInWithAdminSecret } from './sign-in-with-admin-secret.js';
import { updateAgency } from './update-agency.js';

const tags = ['agencies'];
const path = '/workspaces/:uid/agency';
const access = { workspace: 'uid', permission: 'agency.manage' } as const;
const PICTURE_MAX_MB = 5;

/** The agency settings of a workspace (spec 001 §2-§3): Overview, Theme and Footer fields, pictures, admin link. */
export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: PICTURE_MAX_MB * 1024 * 1024, files: 1, fields: 2 } });

  app.get(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: "The workspace's agency settings; the defaults until the first save.",
        params: ZWorkspaceParams,
        response: { 200: ZAgency },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return getAgency(app.regions.db(granted.region), granted);
    },
  );

  app.patch(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: 'Merges the edited fields into the agency settings, creating them on the first save.',
        params: ZWorkspaceParams,
        body: ZAgencyUpdateBody,
        response: { 200: ZAgency },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return updateAgency(app.regions.db(granted.region), granted, request.body);
    },
  );

  app.post(
    `${path}/pictures/:picture`,
    {
      config: { access },
      schema: {
        tags,
        description:
          'The logo, dark mode logo (square PNG, 256x256) or favicon (square PNG, 32x32), as multipart/form-data.',
        params: ZAgencyPictureParams,
        response: { 200: ZAgency },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      const file = await readUploadedFile(request, `Max size: ${PICTURE_MAX_MB} MBs`);
      return setAgencyPicture(app.regions.db(granted.region), granted, request.params.picture, file);
    },
  );

  app.delete(
    `${path}/pictures/:picture`,
    {
      config: { access },
      schema: { tags, params: ZAgencyPictureParams, response: { 200: ZAgency } },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return removeAgencyPicture(app.regions.db(granted.region), granted, request.params.picture);
    },
  );

  app.post(
    `${path}/admin-secret/regenerate`,
    {
      config: { access },
      schema: {
        tags,
        description: "A new secret for the agency's admin link, answered this once; the previous link stops working.",
        params: ZWorkspaceParams,
        response: { 200: ZAgencyAdminSecret },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return regenerateAdminSecret(app.regions.db(granted.region), app.secretBox, granted, auditBy(request, granted));
    },
  );
};

/** The agency admin link's sign-in (spec 001 §6), with no session yet. Registered under /api. */
export const agencyAdminSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookies = productServesHttps(app.config);
  app.post(
    '/agency-admin/sign-in',
    {
      config: { access: { public: 'signing in with an agency admin link: failed attempts are limited per address' } },
      schema: {
        tags,
        description: "Signs in as the agency's owner when the secret is the agency's admin-link secret.",
        body: ZAgencyAdminSignInBody,
        response: { 200: ZAgencyAdminSignIn },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithAdminSecret(app.regions, request.body.secret, requestOrigin(request));
      await startSession(app.regions.global(), reply, signedIn.accountId, secureCookies);
      return { region: signedIn.region, workspaceUid: signedIn.workspaceUid };
    },
  );
};
