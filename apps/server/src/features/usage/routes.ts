import { ZCreditLog, ZCreditLogQuery, ZUsageQuery, ZUsageReport, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWorkspace } from '../../platform/auth/principals.js';
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
      const { region, uid } = request.params;
      return getUsageReport(regions, await requireWorkspace(request, region, uid), request.query);
    },
  );

  app.get(
    `${base}/log`,
    {
      schema: {
        tags,
        description: 'The credit log from `from` to `to` (the last 30 days by default), newest first, 50 per page.',
        params: ZWorkspaceParams,
        querystring: ZCreditLogQuery,
        response: { 200: ZCreditLog },
      },
    },
    async (request) => {
      const { region, uid } = request.params;
      return listCreditLog(regions, await requireWorkspace(request, region, uid), request.query);
    },
  );
};
