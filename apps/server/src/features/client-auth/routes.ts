import {
  CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES,
  CLIENT_FEEDBACK_ATTACHMENTS_MAX,
  CLIENT_LOGIN_CODE_SENT_MESSAGE,
  CLIENT_SIGNUP_CODE_SENT_MESSAGE,
  WORKSPACE_PHOTO_RULE,
  ZClientAccountBody,
  ZClientAgents,
  ZClientCodeRequestBody,
  ZClientCodeSent,
  ZClientCodeSignInBody,
  ZClientDashboardPreview,
  ZClientEntry,
  ZClientFeedbackBody,
  ZClientLoginLink,
  ZClientOrgAboutBody,
  ZClientOrgUserBody,
  ZClientParams,
  ZClientSelf,
  ZClientSession,
  ZClientSignInBody,
  ZClientSignupBody,
  ZClientSignupCodeBody,
  ZClientStatusBody,
  ZClientTokenSignInBody,
  ZOkResponse,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endClientSession, startClientSession } from '../../platform/auth/client-session.js';
import { grantedClient, grantedWorkspace } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { productServesHttps } from '../../platform/tenancy/index.js';
import { addOrgUser } from './add-org-user.js';
import { createClientLoginLink } from './create-client-login-link.js';
import { getClientEntry } from './get-client-entry.js';
import { listClientAgents } from './list-client-agents.js';
import { loadClientSession } from './load-client-session.js';
import { previewClientDashboard } from './preview-client-dashboard.js';
import { renameClientOrg } from './rename-client-org.js';
import { requestClientLoginCode } from './request-client-login-code.js';
import { requestClientSignupCode } from './request-client-signup-code.js';
import { requireAgencyHost } from './require-agency-host.js';
import { sendClientFeedback } from './send-client-feedback.js';
import { setClientPhoto } from './set-client-photo.js';
import { setClientStatus } from './set-client-status.js';
import { signInClient } from './sign-in-client.js';
import { signInClientWithCode } from './sign-in-client-with-code.js';
import { signInClientWithLink } from './sign-in-client-with-link.js';
import { signUpClient } from './sign-up-client.js';
import { updateClientAccount } from './update-client-account.js';

const tags = ['client sign-in'];

/** Signing in to an agency's client dashboard, on the agency's own host (spec 001 §4, spec 002 §2.9-§2.11). */
export const clientAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;
  const secureCookies = productServesHttps(app.config);

  app.get(
    '/entry',
    {
      config: { access: { public: "what an agency's sign-in screen shows: its host's own settings, no one's data" } },
      schema: {
        tags,
        description:
          "What the agency's sign-in and signup screens need before anyone signs in; 404 off an agency's host.",
        response: { 200: ZClientEntry },
      },
    },
    async (request) => {
      const agency = await requireAgencyHost(request);
      return getClientEntry(regions.db(agency.region), agency);
    },
  );

  app.post(
    '/sign-in',
    {
      config: { access: { public: 'client sign-in: failed attempts are limited per address and email' } },
      schema: {
        tags,
        description: "Sign In with the client's email and dashboard password; sets the client session cookie.",
        body: ZClientSignInBody,
        response: { 200: ZClientSession },
      },
    },
    async (request, reply) => {
      const agency = await requireAgencyHost(request);
      const db = regions.db(agency.region);
      const client = await signInClient({ agency: db, global: regions.global() }, agency, request.body, request.ip);
      await startClientSession(db, reply, agency.region, client, secureCookies);
      return loadClientSession({ regions, secretBox }, agency.region, client.id);
    },
  );

  app.post(
    '/code',
    {
      config: { access: { public: 'a client login code by email: limited per address and email' } },
      schema: {
        tags,
        description:
          "Email Login Code / Resend Code: a 6-digit code, valid 10 minutes, for a client of this host's agency.",
        body: ZClientCodeRequestBody,
        response: { 200: ZClientCodeSent },
      },
    },
    async (request) => {
      const agency = await requireAgencyHost(request);
      await requestClientLoginCode(app, agency, request.body.email, request.ip);
      return { ok: true as const, message: CLIENT_LOGIN_CODE_SENT_MESSAGE };
    },
  );

  app.post(
    '/code/sign-in',
    {
      config: { access: { public: 'client sign-in with an emailed code: attempts are limited' } },
      schema: {
        tags,
        description: 'The Login Code field: the emailed code signs the client in, once.',
        body: ZClientCodeSignInBody,
        response: { 200: ZClientSession },
      },
    },
    async (request, reply) => {
      const agency = await requireAgencyHost(request);
      const db = regions.db(agency.region);
      const client = await signInClientWithCode(
        { agency: db, global: regions.global() },
        agency,
        request.body,
        request.ip,
      );
      await startClientSession(db, reply, agency.region, client, secureCookies);
      return loadClientSession({ regions, secretBox }, agency.region, client.id);
    },
  );

  app.post(
    '/token',
    {
      config: { access: { public: "client sign-in with the owner's one-time link: the token is the key" } },
      schema: {
        tags,
        description: '`/?token=`: a one-time sign-in link made by the agency owner (24 hours, once).',
        body: ZClientTokenSignInBody,
        response: { 200: ZClientSession },
      },
    },
    async (request, reply) => {
      const agency = await requireAgencyHost(request);
      const db = regions.db(agency.region);
      const client = await signInClientWithLink(
        { agency: db, global: regions.global() },
        agency,
        request.body.token,
        request.ip,
      );
      await startClientSession(db, reply, agency.region, client, secureCookies);
      return loadClientSession({ regions, secretBox }, agency.region, client.id);
    },
  );

  app.post(
    '/signup/code',
    {
      config: { access: { public: 'a client signup code by email: limited per address and email' } },
      schema: {
        tags,
        description: "Send Verification Code on the agency's signup page (only when the agency enables client signup).",
        body: ZClientSignupCodeBody,
        response: { 200: ZClientCodeSent },
      },
    },
    async (request) => {
      const agency = await requireAgencyHost(request);
      await requestClientSignupCode(app, agency, request.body, request.ip);
      return { ok: true as const, message: CLIENT_SIGNUP_CODE_SENT_MESSAGE };
    },
  );

  app.post(
    '/signup',
    {
      config: { access: { public: 'client signup: the emailed code is the key, attempts are limited' } },
      schema: {
        tags,
        description:
          'Create: the verification code makes a new organisation with the person as its admin client, and signs in.',
        body: ZClientSignupBody,
        response: { 201: ZClientSession },
      },
    },
    async (request, reply) => {
      const agency = await requireAgencyHost(request);
      const client = await signUpClient({ regions, secretBox }, agency, request.body, request.ip);
      await startClientSession(regions.db(agency.region), reply, agency.region, client, secureCookies);
      return reply.status(201).send(await loadClientSession({ regions, secretBox }, agency.region, client.id));
    },
  );

  app.get(
    '/session',
    {
      config: { access: { client: true, allowDisabled: true } },
      schema: {
        tags,
        description:
          'The signed-in client, its organisation and what the top bar needs of the agency (also when client access is turned off).',
        response: { 200: ZClientSession },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      return loadClientSession({ regions, secretBox }, access.region, access.clientId);
    },
  );

  app.post(
    '/sign-out',
    {
      config: { access: { public: 'signing out ends only the session of its own cookie' } },
      schema: { tags, description: 'Log Out: ends the client session and clears its cookie.' },
    },
    async (request, reply) => {
      await endClientSession(regions, request, reply);
      return reply.status(204).send();
    },
  );
};

/** The agency owner's side of its clients' dashboard: a one-time sign-in link, and the dashboard its preview shows. */
export const clientLoginLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workspaces/:uid/agency/clients/:clientId/login-link',
    {
      config: { access: { workspace: 'uid', permission: 'agency.manage' } },
      schema: {
        tags,
        description:
          "A one-time sign-in link for the client on the agency's own address (custom domain, else subdomain), valid 24 hours.",
        params: ZClientParams,
        response: { 200: ZClientLoginLink },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return createClientLoginLink(app, granted, request.params.clientId);
    },
  );

  app.get(
    '/workspaces/:uid/agency/clients/:clientId/dashboard-preview',
    {
      config: { access: { workspace: 'uid', permission: 'agency.manage' } },
      schema: {
        tags,
        description:
          "The client's dashboard as it would load it (its session and the agents of its widgetIDs), for the agency settings' live preview.",
        params: ZClientParams,
        response: { 200: ZClientDashboardPreview },
      },
    },
    async (request) => previewClientDashboard(app, grantedWorkspace(request), request.params.clientId),
  );
};

/** Base64 grows a file by a third; the message and names fit in the rest. */
const FEEDBACK_BODY_LIMIT =
  CLIENT_FEEDBACK_ATTACHMENTS_MAX * Math.ceil(CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES / 3) * 4 + 256 * 1024;

/** The signed-in client's own calls: its agents, its status, its account and feedback. */
export const clientSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;
  await app.register(fastifyMultipart, {
    limits: { fileSize: WORKSPACE_PHOTO_RULE.maxSizeMB * 1024 * 1024, files: 1, fields: 2 },
  });

  app.get(
    '/agents',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description: "The agents of the client's widgetIDs that still exist, most recently modified first.",
        response: { 200: ZClientAgents },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      return listClientAgents(regions.db(access.region), access);
    },
  );

  app.post(
    '/status',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description: "The credits button's online/offline toggle; answers the session.",
        body: ZClientStatusBody,
        response: { 200: ZClientSession },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      await setClientStatus(regions.db(access.region), access, request.body.status);
      return loadClientSession({ regions, secretBox }, access.region, access.clientId);
    },
  );

  app.patch(
    '/account',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description: "The Account drawer's Save: name and email (unique across clients).",
        body: ZClientAccountBody,
        response: { 200: ZClientSelf },
      },
    },
    async (request) => updateClientAccount(regions, grantedClient(request), request.body),
  );

  app.patch(
    '/org',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description: "An organisation admin's About: the organisation's name. Others: 403 'You are not an admin'.",
        body: ZClientOrgAboutBody,
        response: { 200: ZClientSession },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      await renameClientOrg(regions.db(access.region), access, request.body);
      return loadClientSession({ regions, secretBox }, access.region, access.clientId);
    },
  );

  app.post(
    '/org/users',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description:
          "An organisation admin's Add User: a user of the same organisation, with the admin's agents and the organisation's default access; they sign in with an emailed code.",
        body: ZClientOrgUserBody,
        response: { 200: ZClientSession },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      await addOrgUser({ regions, secretBox }, access, request.body);
      return loadClientSession({ regions, secretBox }, access.region, access.clientId);
    },
  );

  app.post(
    '/account/photo',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description: `The Account drawer's photo (multipart/form-data, one ${WORKSPACE_PHOTO_RULE.extensions.join(', ')} picture up to ${WORKSPACE_PHOTO_RULE.maxSizeMB} MB), kept as a 256x256 PNG.`,
        response: { 200: ZClientSelf },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      const file = await readUploadedFile(request, `Max size: ${WORKSPACE_PHOTO_RULE.maxSizeMB} MBs`);
      return setClientPhoto(regions, access, file);
    },
  );

  app.post(
    '/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      config: { access: { client: true } },
      schema: {
        tags,
        description:
          "The Feedback drawer's Submit: mailed to the agency's support address; only with the agency's verified email domain.",
        body: ZClientFeedbackBody,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const deps = { regions, secretBox, mailer: app.mailer, log: request.log };
      await sendClientFeedback(deps, grantedClient(request), request.body);
      return { ok: true as const };
    },
  );
};
