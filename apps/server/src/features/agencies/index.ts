// What other features (and the tenancy of requests) may use of this feature; everything else is its own.
export { type AgencyLook, findAgencyBranding } from './find-agency-branding.js';
