import type { ClientAgent, ClientSession } from '@agent-platform/core';

/** A signed-in client of an agency's organisation, as GET /api/client-auth/session answers. */
export function clientSession(
  overrides: { client?: Partial<ClientSession['client']>; org?: Partial<ClientSession['org']> } & Partial<
    Omit<ClientSession, 'client' | 'org'>
  > = {},
): ClientSession {
  const { client, org, ...rest } = overrides;
  return {
    region: 'na',
    workspaceUid: 'ws_agency',
    supportEmail: 'help@agency.example',
    feedbackEnabled: false,
    planFeatures: null,
    ...rest,
    client: {
      id: 'client_1',
      orgId: 'org_1',
      name: 'Cleo Client',
      email: 'cleo@client.example',
      squarePhotoURL: null,
      canAccess: ['/convos', '/home'],
      clientTabOrder: [],
      isAdmin: false,
      isOrgAdmin: false,
      allowCreateAgents: false,
      canDelegateChats: false,
      hideAdvancedSettings: false,
      widgetIDs: ['agent_1', 'agent_2'],
      notificationsSettings: { notifyThrough: 'all', notifyIf: 'all' },
      preferredLanguage: 'en',
      status: 'offline',
      isNewSignup: false,
      onboardingCompleted: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastModified: '2026-01-01T00:00:00.000Z',
      ...client,
    },
    org: {
      id: 'org_1',
      name: 'Client Co',
      squarePhotoURL: null,
      preferredLanguage: 'en',
      dashboardLayout: 'vertical',
      defaultClientAccess: ['/convos'],
      defaultClientTabOrder: [],
      predefinedTags: [],
      disallowAnyTags: false,
      disableHandoff: false,
      allowBilling: false,
      settings: {
        smartHandoff: false,
        disableHandoffMessages: false,
        enableCannedResponses: false,
        disableClientAccess: false,
        disableClientAccessMessage: '',
        allowedSettings: [],
      },
      credits: 1250,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastModified: 0,
      users: [
        { id: 'client_1', name: 'Cleo Client', squarePhotoURL: null },
        { id: 'client_2', name: 'Dan Doe', squarePhotoURL: null },
      ],
      ...org,
    },
  };
}

export function clientAgent(id: string, title: string): ClientAgent {
  return { id, title, imageURL: null, lastModified: 0 };
}
