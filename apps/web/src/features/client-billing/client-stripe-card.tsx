import type { ClientBillingAddress } from '@agent-platform/core';
import { Box, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type RefObject, useEffect } from 'react';
import { stripeFor } from '../billing/stripe-loader';

/** What the Payment Method form asks of the card field once the client presses Continue. */
export interface StripeCardHandle {
  /** A payment method on the agency's account for the card typed, or Stripe's words for why not. */
  createPaymentMethod(details: {
    email: string;
    address: ClientBillingAddress;
  }): Promise<{ id: string } | { error: string }>;
}

/**
 * The client's card in Stripe mode: Stripe Elements on the agency's connected account, so the
 * payment method belongs to the account the organisation pays (spec 002 §5.6). The address comes
 * from the form's own fields, so the card field asks for no postal code.
 */
export default function ClientStripeCard({
  publishableKey,
  accountId,
  handle,
  onCompleteChange,
}: {
  publishableKey: string;
  accountId: string;
  handle: RefObject<StripeCardHandle | null>;
  onCompleteChange: (complete: boolean) => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey, accountId)}>
      <CardField handle={handle} onCompleteChange={onCompleteChange} />
    </Elements>
  );
}

function CardField({
  handle,
  onCompleteChange,
}: {
  handle: RefObject<StripeCardHandle | null>;
  onCompleteChange: (complete: boolean) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    handle.current =
      stripe && elements
        ? {
            async createPaymentMethod({ email, address }) {
              const card = elements.getElement(CardElement);
              if (!card) return { error: 'Card or address form is missing' };
              const made = await stripe.createPaymentMethod({
                type: 'card',
                card,
                billing_details: {
                  email,
                  address: {
                    line1: address.line1,
                    city: address.city,
                    postal_code: address.postalCode,
                    country: address.country,
                  },
                },
              });
              return made.error
                ? { error: made.error.message ?? 'Failed to save payment information' }
                : { id: made.paymentMethod.id };
            },
          }
        : null;
    return () => {
      handle.current = null;
    };
  }, [stripe, elements, handle]);
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        Card
      </Text>
      <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
        <CardElement options={{ hidePostalCode: true }} onChange={(event) => onCompleteChange(event.complete)} />
      </Box>
    </Box>
  );
}
