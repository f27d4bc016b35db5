import type { Client, ClientSession, OrgWithClients, Region } from '@agent-platform/core';

/**
 * The session the agency settings' preview draws the client dashboard with: a client the agency
 * added on the Clients page, as that client would see itself (its password stays out).
 */
export function previewClientSession(
  region: Region,
  workspaceUid: string,
  client: Client,
  org: OrgWithClients,
): ClientSession {
  const { dashboardPassword: _password, ...self } = client;
  const { clients, ...orgFields } = org;
  return {
    region,
    workspaceUid,
    supportEmail: '',
    feedbackEnabled: false,
    // The preview shows the client's access as the agency set it, before any plan narrows it.
    planFeatures: null,
    client: { ...self, squarePhotoURL: null },
    org: { ...orgFields, users: clients.map((user) => ({ id: user.id, name: user.name, squarePhotoURL: null })) },
  };
}
