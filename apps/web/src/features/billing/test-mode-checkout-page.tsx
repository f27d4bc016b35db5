import { type Currency, formatMoney, fromCents, type Region, type SandboxCheckoutOutcome } from '@agent-platform/core';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { TEST_CARDS_HINT, type TestCardValues, toCard, ZTestCardForm } from './test-card-form';
import { TestModeBadge } from './test-mode-badge';
import { useAuthenticateTestModeCheckout, usePayTestModeCheckout, useTestModeCheckout } from './use-test-mode-checkout';

/**
 * `/test-mode/checkout?session=..&region=..`: Test mode's stand-in for the payment service's hosted
 * checkout page, where a client pays for its agency's plan with a test card, then is sent back.
 */
export function TestModeCheckoutPage() {
  useDocumentTitle('Checkout');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session') ?? '';
  const region: Region = searchParams.get('region') === 'eu' ? 'eu' : 'na';
  const checkout = useTestModeCheckout(region, sessionId);
  const pay = usePayTestModeCheckout(region, sessionId);
  const authenticate = useAuthenticateTestModeCheckout(region, sessionId);
  const [failure, setFailure] = useState<string | null>(null);
  const [waitingPayment, setWaitingPayment] = useState<string | null>(null);
  const form = useCheckedForm<TestCardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: zod4Resolver(ZTestCardForm, { errorPriority: 'first' }),
  });

  const follow = (outcome: SandboxCheckoutOutcome) => {
    if (outcome.status === 'complete') window.location.assign(outcome.redirectUrl);
    else setWaitingPayment(outcome.paymentId);
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      follow(await pay.mutateAsync(toCard(values)));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const answerBank = async (authenticated: boolean) => {
    if (!waitingPayment) return;
    setFailure(null);
    try {
      follow(await authenticate.mutateAsync({ paymentId: waitingPayment, authenticated }));
    } catch (error) {
      setWaitingPayment(null);
      setFailure(errorMessage(error));
    }
  };

  const session = checkout.data;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="lg" w="100%" maw={460}>
        {checkout.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(checkout.error)}
          </Alert>
        ) : !session ? (
          <Group justify="center">
            <Loader aria-label="Loading checkout" />
          </Group>
        ) : session.status === 'complete' ? (
          <Text>This checkout is already paid.</Text>
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1} size="h3">
                Subscribe to {session.productName}
              </Title>
              <TestModeBadge />
            </Group>
            <Text size="lg" fw={700}>
              {formatMoney(fromCents(session.amountCents), session.currency.toUpperCase() as Currency)}
              <Text span size="sm" c="dimmed">
                {' '}
                / month
              </Text>
            </Text>
            {waitingPayment ? (
              <Stack gap="sm" role="group" aria-label="3-D Secure authentication">
                <Text size="sm">
                  Your bank asks you to confirm this payment. In Test mode no bank is involved: choose whether the
                  authentication completes or fails.
                </Text>
                <Group justify="flex-end">
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => answerBank(false)}
                    disabled={authenticate.isPending}
                  >
                    Fail
                  </Button>
                  <Button onClick={() => answerBank(true)} loading={authenticate.isPending}>
                    Complete
                  </Button>
                </Group>
              </Stack>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Text size="xs" c="dimmed">
                    {TEST_CARDS_HINT}
                  </Text>
                  <TextInput
                    label="Card number"
                    placeholder="4242 4242 4242 4242"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    {...form.getInputProps('number')}
                  />
                  <Group grow align="flex-start">
                    <TextInput
                      label="Expiry"
                      placeholder="MM/YY"
                      autoComplete="cc-exp"
                      {...form.getInputProps('expiry')}
                    />
                    <TextInput
                      label="CVC"
                      placeholder="123"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      {...form.getInputProps('cvc')}
                    />
                  </Group>
                  <Button type="submit" loading={pay.isPending}>
                    Subscribe
                  </Button>
                </Stack>
              </form>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Anchor href={session.cancelUrl} size="sm">
              Back
            </Anchor>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
