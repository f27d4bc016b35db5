import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { stripeFor } from './stripe-loader';

/** Stripe mode's 3-D Secure step: Stripe.js opens the bank's page and tells us how it ended. */
export default function StripeAuthentication({
  publishableKey,
  clientSecret,
  onAuthenticated,
  onFailed,
}: {
  publishableKey: string;
  clientSecret: string;
  onAuthenticated: () => void;
  onFailed: (message: string) => void;
}) {
  // One challenge per payment, though React may run the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) return onFailed('Stripe not initialized');
      const result = await stripe.confirmCardPayment(clientSecret);
      // Stripe's message is written for the card holder; the server reads the payment's outcome itself.
      if (result.error) return onFailed(result.error.message ?? 'Payment confirmation failed');
      onAuthenticated();
    })().catch(() => onFailed('Payment confirmation failed'));
  }, [publishableKey, clientSecret, onAuthenticated, onFailed]);

  return (
    <Stack align="center" gap="sm" py="md">
      <Loader size="sm" />
      <Text size="sm">Waiting for your bank to confirm the payment…</Text>
    </Stack>
  );
}
