import { ZOrgBillingMargin, ZOrgParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { getOrgBillingMargin } from './get-org-billing-margin.js';

const tags = ['organizations'];

/** The agency's side of its client organisations' billing (issue 29): what it earns on each. */
export const orgBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(
    '/workspaces/:uid/agency/orgs/:orgId/billing-margin',
    {
      config: { access: { workspace: 'uid', permission: 'billing.manage' } },
      schema: {
        tags,
        description:
          "What the organisation paid (net of the platform's fee) against its agents' usage at the platform's price, in USD.",
        params: ZOrgParams,
        response: { 200: ZOrgBillingMargin },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return getOrgBillingMargin(regions.db(granted.region), granted.uid, request.params.orgId);
    },
  );
};
