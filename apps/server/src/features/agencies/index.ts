// What other features (and the tenancy of requests) may use of this feature; everything else is its own.
export { type AgencyLook, findAgencyBranding } from './find-agency-branding.js';
// The custom tabs live in the agency's document and are written under the same row lock.
export { lockAgency } from './lock-agency.js';
export { agencies } from './schema.js';
