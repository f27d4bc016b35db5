import { ZCreditLog, ZCreditLogQuery, ZUsageQuery, ZUsageReport, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { getUsageReport } from './get-usage-report.js';
import { listCreditLog } from './list-credit-log.js';

const tags = ['usage'];
const base = '/workspaces/:uid/usage';

/** The workspace's Usage report and credit log, registered under /api/:region. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(
    base,
    {
      config: { access: { workspace: 'uid', permission: 'usage.read' } },
      schema: {
        tags,
        description:
          'Key metrics and the usage charts (usage-across-features, usage-across-agents, credits-usage-global, ' +
          'llm-tokens-usage, credits-usage-agents) from the credit ledger, per UTC day from `from` to `to` ' +
          '(the last 30 days by default).',
        params: ZWorkspaceParams,
        querystring: ZUsageQuery,
        response: { 200: ZUsageReport },
      },
    },
    async (request) => {
      return getUsageReport(regions, grantedWorkspace(request), request.query);
    },
  );

  app.get(
    `${base}/log`,
    {
      config: { access: { workspace: 'uid', permission: 'usage.read' } },
      schema: {
        tags,
        description: 'The credit log from `from` to `to` (the last 30 days by default), newest first, 50 per page.',
        params: ZWorkspaceParams,
        querystring: ZCreditLogQuery,
        response: { 200: ZCreditLog },
      },
    },
    async (request) => {
      return listCreditLog(regions, grantedWorkspace(request), request.query);
    },
  );
};
