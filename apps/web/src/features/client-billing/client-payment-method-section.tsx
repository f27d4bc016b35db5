import {
  billingAddressError,
  CLIENT_APPLE_PAY_MISSING,
  CLIENT_PAYMENT_UPDATE_FAILED,
  CLIENT_PAYMENT_UPDATED,
  type ClientBillingAddress,
  type ClientBillingSummary,
  type ClientPaymentChoice,
  clientPaymentCanContinue,
  EMPTY_BILLING_ADDRESS,
} from '@agent-platform/core';
import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { TEST_CARDS_HINT } from '../billing/test-card-form';
import { TestModeBadge } from '../billing/test-mode-badge';
import type { StripeCardHandle } from './client-stripe-card';
import { useClientSandboxCard, useSaveClientPaymentMethod } from './use-client-billing-calls';

// Stripe's components load only in Stripe mode.
const ClientStripeCard = lazy(() => import('./client-stripe-card'));

const EXPIRY = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/;

/** The test card's fields, complete when each has the shape a card network would take. */
function testCardOf(card: { number: string; expiry: string; cvc: string }) {
  const number = card.number.replace(/\s+/g, '');
  const expiry = EXPIRY.exec(card.expiry);
  if (!/^\d{12,19}$/.test(number) || !expiry || !/^\d{3,4}$/.test(card.cvc.trim())) return null;
  return { number, expMonth: Number(expiry[1]), expYear: 2000 + Number(expiry[2]), cvc: card.cvc.trim() };
}

/**
 * Payment Method (spec 002 §5.6): the email is required and read-only; a new card needs a complete
 * card and address. Test mode takes Stripe's test card numbers; with Stripe the card goes through
 * Stripe Elements on the agency's connected account.
 */
export function ClientPaymentMethodSection({ billing }: { billing: ClientBillingSummary }) {
  const makeCard = useClientSandboxCard();
  const save = useSaveClientPaymentMethod();
  const [choice, setChoice] = useState<ClientPaymentChoice>(billing.paymentMethod ? 'existing' : 'new');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [address, setAddress] = useState<ClientBillingAddress>(EMPTY_BILLING_ADDRESS);
  const [failure, setFailure] = useState<string | null>(null);
  const testCard = testCardOf(card);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const [stripeCardComplete, setStripeCardComplete] = useState(false);
  const canContinue = clientPaymentCanContinue({
    email: billing.email,
    choice,
    hasSavedCard: billing.paymentMethod !== null,
    cardComplete: billing.mode === 'sandbox' ? testCard !== null : stripeCardComplete,
    address,
  });
  const busy = makeCard.isPending || save.isPending;

  const submit = async () => {
    setFailure(null);
    if (choice === 'apple') return setFailure(CLIENT_APPLE_PAY_MISSING);
    if (choice === 'existing') return;
    const addressError = billingAddressError(address);
    if (addressError) return setFailure(addressError);
    try {
      let paymentMethodId: string;
      if (billing.mode === 'sandbox') {
        if (!testCard) return setFailure('Card or address form is missing');
        paymentMethodId = await makeCard.mutateAsync(testCard);
      } else {
        // Spec 002 §8.2's text for a card field Stripe has not made ready.
        if (!stripeCard.current) return setFailure('Stripe not initialized');
        const made = await stripeCard.current.createPaymentMethod({ email: billing.email, address });
        if ('error' in made) return setFailure(`${CLIENT_PAYMENT_UPDATE_FAILED}: ${made.error}`);
        paymentMethodId = made.id;
      }
      await save.mutateAsync(paymentMethodId);
      notifications.show({ color: 'green', message: CLIENT_PAYMENT_UPDATED, autoClose: 3000 });
      setCard({ number: '', expiry: '', cvc: '' });
      setChoice('existing');
    } catch (error) {
      setFailure(`${CLIENT_PAYMENT_UPDATE_FAILED}: ${errorMessage(error)}`);
    }
  };

  const field = (key: keyof ClientBillingAddress, label: string) => (
    <TextInput
      label={label}
      required
      value={address[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setAddress((current) => ({ ...current, [key]: value }));
      }}
    />
  );

  const testCardFields = (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onChange={(event) => setCard({ ...card, number: event.currentTarget.value })}
      />
      <TextInput
        label="Expiry (MM/YY)"
        required
        autoComplete="cc-exp"
        value={card.expiry}
        onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })}
      />
      <TextInput
        label="CVC"
        required
        autoComplete="cc-csc"
        value={card.cvc}
        onChange={(event) => setCard({ ...card, cvc: event.currentTarget.value })}
      />
    </SimpleGrid>
  );

  return (
    <Stack gap="sm" component="section" aria-label="Payment Method">
      <Title order={3} size="h5">
        Payment Method
      </Title>
      <TextInput label="Email" required readOnly value={billing.email} />
      <SegmentedControl
        value={choice}
        onChange={(value) => setChoice(value as ClientPaymentChoice)}
        data={[
          ...(billing.paymentMethod
            ? [{ value: 'existing', label: `Saved card •••• ${billing.paymentMethod.last4}` }]
            : []),
          { value: 'new', label: 'New card' },
          { value: 'apple', label: 'Apple Pay' },
        ]}
      />
      {choice === 'existing' && billing.paymentMethod && (
        <Text size="sm">
          {billing.paymentMethod.brand} ending in {billing.paymentMethod.last4}, expires{' '}
          {String(billing.paymentMethod.exp_month).padStart(2, '0')}/{billing.paymentMethod.exp_year}
        </Text>
      )}
      {choice === 'new' && (
        <>
          {billing.mode === 'sandbox' ? (
            <>
              <Group gap="xs">
                <TestModeBadge />
                <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
                  {TEST_CARDS_HINT}
                </Text>
              </Group>
              {testCardFields}
            </>
          ) : billing.publishableKey ? (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
              <ClientStripeCard
                publishableKey={billing.publishableKey}
                accountId={billing.accountId}
                handle={stripeCard}
                onCompleteChange={setStripeCardComplete}
              />
            </Suspense>
          ) : (
            <Alert color="red" variant="light" role="alert">
              Missing required configuration
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {field('line1', 'Address')}
            {field('city', 'City')}
            {field('postalCode', 'Postal code')}
            {field('country', 'Country')}
          </SimpleGrid>
        </>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {choice !== 'existing' && (
        <Button onClick={submit} loading={busy} disabled={!canContinue} w="fit-content">
          Continue
        </Button>
      )}
    </Stack>
  );
}
