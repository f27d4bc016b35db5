import type { Client, OrgWithClients } from '@agent-platform/core';

/** The organisations with one client added or replaced in its organisation, so the page shows it at once. */
export function withClient(orgs: OrgWithClients[] | undefined, client: Client): OrgWithClients[] | undefined {
  return orgs?.map((org) => {
    if (org.id !== client.orgId) return org;
    const known = org.clients.some((each) => each.id === client.id);
    return {
      ...org,
      clients: known ? org.clients.map((each) => (each.id === client.id ? client : each)) : [client, ...org.clients],
    };
  });
}
