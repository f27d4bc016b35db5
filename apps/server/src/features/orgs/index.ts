// What other features may use of the agency's client organisations.
export { toOrg } from './to-org.js';
