import type { AgentAnalytics, AgentAnalyticsQuery } from '@agent-platform/core';
import { and, eq, inArray } from 'drizzle-orm';
import { reachableAgents, type WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { analyticsOfAgents } from './get-agent-analytics.js';

/**
 * The Home tab's overall stats (spec 002 §2.12 `/home`): the Analytics numbers summed over every
 * agent the caller may see, for a client the agents of its widgetIDs that are still the workspace's.
 */
export async function getOverallStats(
  regions: Regions,
  access: WorkspaceAccess,
  query: AgentAnalyticsQuery,
): Promise<AgentAnalytics> {
  const db = regions.db(access.region);
  const only = reachableAgents(access);
  const rows =
    only?.length === 0
      ? []
      : await db
          .select({ id: agents.id })
          .from(agents)
          .where(and(eq(agents.workspaceUid, access.uid), only ? inArray(agents.id, [...only]) : undefined));
  return analyticsOfAgents(
    db,
    rows.map((row) => row.id),
    query,
  );
}
