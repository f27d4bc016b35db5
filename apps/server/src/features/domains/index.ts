// What other features (and the tenancy of requests) may use of this feature; everything else is its own.
export { findAgencyAddress } from './find-agency-address.js';
export { type AgencyHost, findAgencyHost } from './find-agency-host.js';
export { hasWhitelabelEntitlement } from './has-whitelabel-entitlement.js';
