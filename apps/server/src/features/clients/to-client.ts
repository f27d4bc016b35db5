import type { Client, ClientSelf } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import type { clients } from './schema.js';

export type ClientRow = typeof clients.$inferSelect;

/** The owner's view of a client: the password opened for handing over, its hash never. */
export function toClient(box: SecretBox, row: ClientRow): Client {
  const { squarePhotoURL: _photo, ...client } = toClientSelf(row);
  return { ...client, dashboardPassword: box.open(row.dashboardPasswordSealed) };
}

/** The signed-in client's view of itself: no password at all. */
export function toClientSelf(row: ClientRow): ClientSelf {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    email: row.email,
    squarePhotoURL: row.squarePhotoURL,
    canAccess: row.canAccess,
    clientTabOrder: row.clientTabOrder,
    isAdmin: row.isAdmin,
    isOrgAdmin: row.isOrgAdmin,
    allowCreateAgents: row.allowCreateAgents,
    canDelegateChats: row.canDelegateChats,
    hideAdvancedSettings: row.hideAdvancedSettings,
    widgetIDs: row.widgetIDs,
    notificationsSettings: { notifyThrough: row.notifyThrough, notifyIf: row.notifyIf },
    preferredLanguage: row.preferredLanguage,
    status: row.status,
    isNewSignup: row.isNewSignup,
    onboardingCompleted: row.onboardingCompleted,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.lastModified.toISOString(),
  };
}
