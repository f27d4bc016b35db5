import { sql } from 'drizzle-orm';
import { clients, orgs } from '../../platform/db/schema/index.js';

/**
 * Whether an agent is one of the organisation's: in its widgetIDs, or given to one of its client
 * users (a client's agents are its organisation's, also when the organisation's own list is empty).
 */
export const orgHasAgent = (agentId: string) =>
  sql<boolean>`(${orgs.widgetIDs} ? ${agentId} or exists (select 1 from ${clients} where ${clients.orgId} = ${orgs.id} and ${clients.workspaceUid} = ${orgs.workspaceUid} and ${clients.widgetIDs} ? ${agentId}))`;

/** How many distinct agents the organisation has, counted the same way. */
export const orgAgentCount = (orgId: string, workspaceUid: string) =>
  sql<number>`(select count(distinct agent_id)::int from (
    select jsonb_array_elements_text(${orgs.widgetIDs}) as agent_id from ${orgs} where ${orgs.id} = ${orgId} and ${orgs.workspaceUid} = ${workspaceUid}
    union all
    select jsonb_array_elements_text(${clients.widgetIDs}) from ${clients} where ${clients.orgId} = ${orgId} and ${clients.workspaceUid} = ${workspaceUid}
  ) as org_agents)`;
