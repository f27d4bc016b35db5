import {
  ZAgencyDomain,
  ZAgencyDomains,
  ZCustomDomainBody,
  ZDnsInstructionsBody,
  ZDnsInstructionsSent,
  ZDomainKindParams,
  ZDomainQuery,
  ZSubdomainBody,
  ZWhitelabelState,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { productTenant } from '../../platform/tenancy/index.js';
import { auditBy } from '../audit-log/index.js';
import { answerTlsAsk } from './answer-tls-ask.js';
import { checkAgencyDomain } from './check-agency-domain.js';
import { checkDomainLive } from './check-domain-live.js';
import type { DomainDeps } from './domain-deps.js';
import { getAgencyDomains } from './get-agency-domains.js';
import { removeAgencyDomain } from './remove-agency-domain.js';
import { saveCustomDomain } from './save-custom-domain.js';
import { saveSubdomain } from './save-subdomain.js';
import { sendDnsInstructions } from './send-dns-instructions.js';
import { startWhitelabelTrial } from './start-whitelabel-trial.js';

const tags = ['domains'];
const manage = { workspace: 'uid', permission: 'agency.manage' } as const;
const domains = '/workspaces/:uid/agency/domains';

export const domainDeps = (app: FastifyInstance): DomainDeps => ({
  regions: app.regions,
  config: app.config,
  caches: app.caches,
  egress: app.egress,
  mailer: app.mailer,
  secretBox: app.secretBox,
  jobs: app.jobs,
  log: app.log,
});

/** The Domains tab of the agency settings (spec 001 §4-§5, spec 000 "Custom-domain panel"). */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = domainDeps(app);

  app.get(
    domains,
    {
      config: { access: manage },
      schema: {
        tags,
        description:
          "The agency's subdomain and custom domain with the DNS records to add, and its white-label entitlement.",
        params: ZWorkspaceParams,
        response: { 200: ZAgencyDomains },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return getAgencyDomains(deps, access.region, access.uid);
    },
  );

  app.put(
    `${domains}/subdomain`,
    {
      config: { access: manage },
      schema: { tags, params: ZWorkspaceParams, body: ZSubdomainBody, response: { 200: ZAgencyDomain } },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return saveSubdomain(deps, access, request.body, auditBy(request, access));
    },
  );

  app.put(
    `${domains}/custom`,
    {
      config: { access: manage },
      schema: {
        tags,
        description: 'Saves the custom domain (needs the white-label entitlement) and checks its DNS records at once.',
        params: ZWorkspaceParams,
        body: ZCustomDomainBody,
        response: { 200: ZAgencyDomain },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return saveCustomDomain(deps, access, request.body.domain, auditBy(request, access));
    },
  );

  app.post(
    `${domains}/:kind/check`,
    {
      config: { access: manage },
      schema: {
        tags,
        description: 'Checks the domain now: its DNS records while not verified, then whether it answers (live).',
        params: ZDomainKindParams,
        response: { 200: ZAgencyDomain },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return checkAgencyDomain(deps, access.region, access.uid, request.params.kind, auditBy(request, access));
    },
  );

  app.delete(
    `${domains}/:kind`,
    { config: { access: manage }, schema: { tags, params: ZDomainKindParams } },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      await removeAgencyDomain(deps, access.region, access.uid, request.params.kind, auditBy(request, access));
      return reply.status(204).send();
    },
  );

  app.post(
    `${domains}/:kind/instructions`,
    {
      config: { access: manage },
      schema: {
        tags,
        params: ZDomainKindParams,
        body: ZDnsInstructionsBody,
        response: { 200: ZDnsInstructionsSent },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return sendDnsInstructions(deps, access.region, access.uid, request.params.kind, request.body.to);
    },
  );

  app.post(
    '/workspaces/:uid/agency/whitelabel-trial',
    {
      config: { access: manage },
      schema: {
        tags,
        description: "Starts the workspace's one 14-day whitelabel trial.",
        params: ZWorkspaceParams,
        response: { 200: ZWhitelabelState },
      },
    },
    async (request) =>
      startWhitelabelTrial(app.regions.db(grantedWorkspace(request).region), grantedWorkspace(request)),
  );
};

/** Asked by the TLS proxy and by the live check, with no session: each checks the domain is ours. */
export const publicDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = domainDeps(app);
  const ownHosts = [new URL(productTenant(app.config).origin).hostname, new URL(app.config.customTabOrigin).hostname];
  const rateLimit = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/tls/ask',
    {
      config: { access: { public: 'answers only whether a domain is served here' }, rateLimit },
      schema: {
        tags,
        description:
          "Caddy's on-demand TLS ask: 200 for the product's host or a verified agency domain, 404 otherwise.",
        querystring: ZDomainQuery,
      },
    },
    async (request, reply) => {
      await answerTlsAsk(deps, ownHosts, request.query.domain);
      return reply.status(200).send();
    },
  );

  app.get(
    '/proxy',
    {
      config: { access: { public: 'asks only verified agency domains, for their live check' }, rateLimit },
      schema: {
        tags,
        description: 'Whether a verified agency domain answers HTTP 200 (live); 404 for a domain not verified here.',
        querystring: ZDomainQuery,
      },
    },
    async (request, reply) => {
      await checkDomainLive(deps, request.query.domain);
      return reply.status(200).send();
    },
  );
};
