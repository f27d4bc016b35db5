// Interim: the payments providers' front door (providers/payments/index.ts) is not merged yet.
export * from '../../providers/payments/payments-provider.js';
export { runSandboxRenewals } from '../../providers/payments/sandbox/run-sandbox-renewals.js';
export type { SandboxPrices } from '../../providers/payments/sandbox/sandbox-billing.js';
export { advanceSandboxClock } from '../../providers/payments/sandbox/sandbox-clock.js';
export { type SandboxDeps, SandboxPaymentsProvider } from '../../providers/payments/sandbox/sandbox-provider.js';
export { createSandboxPaymentMethod, type TestCardInput } from '../../providers/payments/sandbox/test-cards.js';
import type { Config } from '../../config.js';
import { type SandboxDeps, SandboxPaymentsProvider } from '../../providers/payments/sandbox/sandbox-provider.js';

export function createPaymentsProvider(_config: Pick<Config, 'providers'>, deps: SandboxDeps) {
  return new SandboxPaymentsProvider(deps);
}
