import type { BillingSummary, PaymentResult, Region } from '@agent-platform/core';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback } from 'react';
import { errorMessage } from '../../lib/api';
import { BankChallengeModal } from './bank-challenge-modal';
import { useConfirmPayment } from './use-confirm-payment';

const StripeAuthentication = lazy(() => import('./stripe-authentication'));

/** A payment the server answered with requiresAction: it waits for the card holder's bank. */
export interface PendingPayment {
  paymentId: string;
  clientSecret: string | null;
}

/**
 * Spec 002 §4.3: the 3-D Secure step (Stripe.js with Stripe, the bank challenge in Test mode),
 * then the server confirms the payment and fulfils what it paid for.
 */
export function PaymentAuthentication({
  summary,
  region,
  uid,
  payment,
  onDone,
  onFailed,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  payment: PendingPayment;
  onDone: (result: PaymentResult) => void;
  onFailed: (message: string) => void;
}) {
  const confirm = useConfirmPayment(region, uid);
  const { mutate } = confirm;
  const finish = useCallback(
    () => mutate(payment.paymentId, { onSuccess: onDone, onError: (error) => onFailed(errorMessage(error)) }),
    [mutate, payment.paymentId, onDone, onFailed],
  );

  if (summary.mode === 'sandbox') {
    return (
      <BankChallengeModal
        region={region}
        uid={uid}
        paymentId={payment.paymentId}
        onAuthenticated={finish}
        onFailed={onFailed}
      />
    );
  }
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title="3-D Secure authentication" centered>
      {summary.publishableKey && payment.clientSecret ? (
        <Suspense fallback={<Loader size="sm" />}>
          <StripeAuthentication
            publishableKey={summary.publishableKey}
            clientSecret={payment.clientSecret}
            onAuthenticated={finish}
            onFailed={onFailed}
          />
        </Suspense>
      ) : (
        <MissingConfiguration onFailed={onFailed} />
      )}
    </Modal>
  );
}

function MissingConfiguration({ onFailed }: { onFailed: (message: string) => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Missing required configuration</Text>
      <Button variant="default" onClick={() => onFailed('Missing required configuration')}>
        Close
      </Button>
    </Stack>
  );
}
