import type { Config } from '../../config.js';
import type { PaymentsProvider } from './payments-provider.js';
import { type SandboxDeps, SandboxPaymentsProvider } from './sandbox/sandbox-provider.js';
import { StripePaymentsProvider } from './stripe/stripe-provider.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox ('Test mode') on the region's
 * database. The sandbox's deps are needed either way, so the billing feature wires one path.
 */
export function createPaymentsProvider(config: Pick<Config, 'providers'>, deps: SandboxDeps): PaymentsProvider {
  const stripe = config.providers.stripe;
  return stripe ? new StripePaymentsProvider(stripe) : new SandboxPaymentsProvider(deps);
}
