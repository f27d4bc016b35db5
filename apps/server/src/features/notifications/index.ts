// What other features may use of this feature; everything else is its own.
export { type NewNotification, type NotifyDeps, notify } from './notify.js';
export { type OrgClientsMessage, tellOrgClients } from './tell-org-clients.js';
