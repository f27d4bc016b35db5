import type { BillingSummary, PaymentMethodView, Region } from '@agent-platform/core';
import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { TestCardForm } from './test-card-form';

// Stripe's components load only in Stripe mode.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The expandable card form of the payment method card and the payment modal: Stripe Elements or Test mode's. */
export function CardForm({
  summary,
  region,
  uid,
  onSaved,
  onCancel,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  onSaved: (card: PaymentMethodView) => void;
  onCancel: () => void;
}) {
  const submitLabel = summary.paymentMethod ? 'Update' : 'Add';
  if (summary.mode === 'sandbox') {
    return <TestCardForm region={region} uid={uid} submitLabel={submitLabel} onSaved={onSaved} onCancel={onCancel} />;
  }
  if (!summary.publishableKey) {
    return (
      <Alert color="red" variant="light" role="alert">
        Missing required configuration
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
      <StripeCardForm
        publishableKey={summary.publishableKey}
        region={region}
        uid={uid}
        submitLabel={submitLabel}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </Suspense>
  );
}
