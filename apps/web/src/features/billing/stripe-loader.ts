import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once. The `pure` entry downloads nothing until called,
 * and only Stripe mode's components call it: Test mode never fetches Stripe.js. With
 * `stripeAccount` (an agency's connected account) what it makes belongs to that account.
 */
export function stripeFor(publishableKey: string, stripeAccount?: string): Promise<Stripe | null> {
  const key = `${publishableKey}/${stripeAccount ?? ''}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
    loaded.set(key, stripe);
  }
  return stripe;
}
