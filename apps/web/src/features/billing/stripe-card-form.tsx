import type { PaymentMethodView, Region } from '@agent-platform/core';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { stripeFor } from './stripe-loader';
import { useSavePaymentMethod } from './use-save-payment-method';

interface StripeCardFormProps {
  publishableKey: string;
  region: Region;
  uid: string;
  submitLabel: string;
  onSaved: (card: PaymentMethodView) => void;
  onCancel: () => void;
}

/** Stripe mode's card form: Stripe Elements makes the payment method in the browser; we keep only its id. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({
  region,
  uid,
  submitLabel,
  onSaved,
  onCancel,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod(region, uid);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // Spec 002 §8.2's texts for a form Stripe has not made ready.
    if (!stripe || !elements) return setFailure('Stripe not initialized');
    const card = elements.getElement(CardElement);
    if (!card) return setFailure('Card or address form is missing');
    setCreating(true);
    try {
      const made = await stripe.createPaymentMethod({ type: 'card', card });
      // Stripe's own messages are written for the card holder ('Your card number is incomplete.').
      if (made.error) return setFailure(made.error.message ?? 'Failed to save payment information');
      onSaved(await save.mutateAsync(made.paymentMethod.id));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Card
        </Text>
        <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
          <CardElement options={{ hidePostalCode: false }} />
        </Box>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" loading={creating} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
