// What other features may use of agency billing: organisations' Enable Billing asks for a connected account.
export { findPaymentAccountRegion } from './find-payment-account-region.js';
export { hasConnectedPaymentAccount } from './has-connected-payment-account.js';
export { hasWhitelabel } from './has-whitelabel.js';
export { paymentAccountRow } from './payment-account-row.js';
export { receiveAccountUpdate } from './receive-account-update.js';
export { agencyPaymentAccounts, agencyPlans } from './schema.js';
export { toAgencyPlan } from './to-agency-plan.js';
