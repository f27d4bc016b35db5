// What other features may use of the agency's client organisations.

export { insertOrg } from './create-org.js';
export { toOrg } from './to-org.js';
