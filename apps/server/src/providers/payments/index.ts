// What the billing feature uses of the payments providers.
export { createPaymentsProvider } from './create-payments-provider.js';
export * from './payments-provider.js';
export { runSandboxRenewals } from './sandbox/run-sandbox-renewals.js';
export type { SandboxPrice, SandboxPrices } from './sandbox/sandbox-billing.js';
export {
  SANDBOX_CHECKOUT_PATH,
  type SandboxCheckoutOutcome,
  type SandboxCheckoutView,
} from './sandbox/sandbox-checkout.js';
export { advanceSandboxClock, sandboxNow } from './sandbox/sandbox-clock.js';
export { SANDBOX_COUPONS } from './sandbox/sandbox-coupons.js';
export type { WebhookDelivery } from './sandbox/sandbox-events.js';
export { type SandboxDeps, SandboxPaymentsProvider } from './sandbox/sandbox-provider.js';
export {
  createSandboxPaymentMethod,
  NOT_A_TEST_CARD_MESSAGE,
  TEST_CARDS,
  type TestCardInput,
} from './sandbox/test-cards.js';
export { StripePaymentsProvider } from './stripe/stripe-provider.js';
