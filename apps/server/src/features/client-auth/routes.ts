import {
  ZClientAgents,
  ZClientEntry,
  ZClientSession,
  ZClientSignInBody,
  ZClientStatusBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endClientSession, startClientSession } from '../../platform/auth/client-session.js';
import { grantedClient } from '../../platform/auth/route-access.js';
import { productServesHttps } from '../../platform/tenancy/index.js';
import { getClientEntry } from './get-client-entry.js';
import { listClientAgents } from './list-client-agents.js';
import { loadClientSession } from './load-client-session.js';
import { requireAgencyHost } from './require-agency-host.js';
import { setClientStatus } from './set-client-status.js';
import { signInClient } from './sign-in-client.js';

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

/** The signed-in client's own calls: its agents, its status, its account and feedback. */
export const clientSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;

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
};
