import type { ClientSession, DashboardTabKey } from '@agent-platform/core';

const EPOCH = new Date(0).toISOString();

/**
 * The session the agency settings' preview draws the client top bar with: a test client of a
 * test organisation, nothing of any real client's.
 */
export function previewClientSession(name: string, canAccess: readonly DashboardTabKey[]): ClientSession {
  return {
    region: 'na',
    workspaceUid: '',
    supportEmail: '',
    feedbackEnabled: false,
    client: {
      id: 'preview-client',
      orgId: 'preview-org',
      name,
      email: '',
      squarePhotoURL: null,
      canAccess: [...canAccess],
      clientTabOrder: [],
      isAdmin: false,
      isOrgAdmin: true,
      allowCreateAgents: false,
      canDelegateChats: false,
      hideAdvancedSettings: true,
      widgetIDs: [],
      notificationsSettings: { notifyThrough: 'all', notifyIf: 'all' },
      preferredLanguage: 'en',
      status: 'online',
      isNewSignup: false,
      onboardingCompleted: true,
      createdAt: EPOCH,
      lastModified: EPOCH,
    },
    org: {
      id: 'preview-org',
      name: `${name}'s organization`,
      squarePhotoURL: null,
      preferredLanguage: 'en',
      dashboardLayout: 'vertical',
      defaultClientAccess: [...canAccess],
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
      credits: 0,
      createdAt: EPOCH,
      lastModified: 0,
      users: [{ id: 'preview-client', name, squarePhotoURL: null }],
    },
  };
}
