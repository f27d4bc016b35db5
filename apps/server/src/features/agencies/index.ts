// What other features (and the tenancy of requests) may use of this feature; everything else is its own.
export { type AgencyLook, findAgencyBranding } from './find-agency-branding.js';
// Organisations and clients start from the agency's defaults for new clients.
export { getAgencyClientSettings } from './get-agency-client-settings.js';
// The custom tabs live in the agency's document and are written under the same row lock.
export { lockAgency } from './lock-agency.js';
export { agencies } from './schema.js';
