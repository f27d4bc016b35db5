// What other features may use of billing. Only billing writes the credit ledger and the balances
// (scripts/check-boundaries.ts enforces it): everything that adds or takes credits goes through here.

export { subscriptionStatusOf } from './apply-subscription.js';
export { billingAccountOf } from './billing-account.js';
export type {
  AccountUpdatedEvent,
  BillingPayments,
  ConnectedAccountEvent,
  ConnectedAccountEvents,
} from './billing-payments.js';
export {
  type Charge,
  type ChargeResult,
  chargeCredits,
  chargeInTransaction,
  OUT_OF_CREDITS_MESSAGE,
} from './charge-credits.js';
export { checkCredits } from './check-credits.js';
export { type Grant, type GrantResult, grantCredits } from './grant-credits.js';
// Agency client organisations' billing: what an organisation paid its agency for becomes its credits.
export { grantOrgCredits, type OrgGrant } from './grant-org-credits.js';
// Agency billing: the Auto Billing tab needs the Whitelabel add-on, and its provider calls speak the product's errors.
export { hasWhitelabelAddon } from './has-whitelabel-addon.js';
export { type Payer, payerAmong } from './payer.js';
export { withPayments } from './payments-errors.js';
export { publicBillingRoutes } from './public-routes.js';
export { type Refund, type RefundResult, refundCredits } from './refund-credits.js';
export { ORG_AUTO_RECHARGE_QUEUE } from './request-org-auto-recharge.js';
export {
  type CreditReservation,
  endReservation,
  releaseReservation,
  reserveCredits,
  settled,
} from './reserve-credits.js';
export { type AfterChargeDeps, LOW_CREDITS_TITLE, tellIfCreditsLow } from './tell-if-credits-low.js';
export {
  TRANSFER_NOT_ENOUGH_CREDITS_MESSAGE,
  type Transfer,
  type TransferResult,
  transferCredits,
} from './transfer-credits.js';
export { type OrgTransfer, returnOrgCredits, transferOrgCredits } from './transfer-org-credits.js';
