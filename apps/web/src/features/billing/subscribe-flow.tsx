import {
  type AddonQuantities,
  type BillingSummary,
  createSubscriptionError,
  type PaymentResult,
  type Region,
} from '@agent-platform/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { refreshMe } from '../auth/use-me';
import { ConfirmSubscriptionModal } from './confirm-subscription-modal';
import { PaymentAuthentication, type PendingPayment } from './payment-authentication';
import { PaymentModal } from './payment-modal';
import type { SubscriptionChoice } from './subscription-choice';
import { type SubscriptionOutcome, SubscriptionResultModal } from './subscription-result-modal';
import { refreshBilling } from './use-billing-summary';
import { useCreateSubscription } from './use-create-subscription';

type Step =
  | { name: 'choose' }
  | { name: 'pay'; choice: SubscriptionChoice }
  | { name: 'authenticate'; choice: SubscriptionChoice; payment: PendingPayment }
  | { name: 'done'; choice: SubscriptionChoice; outcome: SubscriptionOutcome };

/**
 * Spec 002 §4.3, the owner's way to a subscription: Confirm Subscription, the payment modal, the
 * 3-D Secure step when the card asks for it, then 'Subscription Created!' or 'Subscription Error'.
 */
export function SubscribeFlow({
  summary,
  region,
  uid,
  initialAddons,
  onClose,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  /** Add-ons already chosen when Confirm Subscription opens (the Upgrade dialog of a single add-on). */
  initialAddons?: AddonQuantities;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateSubscription(region, uid);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [lastChoice, setLastChoice] = useState<SubscriptionChoice | null>(
    initialAddons
      ? { planId: 'pay_as_you_go_monthly', addons: initialAddons, discountCode: null, discount: null }
      : null,
  );

  const succeeded = (choice: SubscriptionChoice, result: PaymentResult) => {
    setStep({
      name: 'done',
      choice,
      outcome: { ok: true, amountPaidCents: result.amountPaid, currency: result.currency },
    });
    // The plan, its limits and the Upgrade Plan button all change with the subscription.
    void refreshBilling(queryClient, region, uid);
    void refreshMe(queryClient);
  };

  const failed = (choice: SubscriptionChoice, message: string) => {
    setStep({ name: 'done', choice, outcome: { ok: false, message } });
    void refreshBilling(queryClient, region, uid);
  };

  const pay = (choice: SubscriptionChoice) =>
    create.mutate(
      {
        planId: choice.planId,
        addons: choice.addons,
        ...(choice.discountCode ? { discountCode: choice.discountCode } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.requiresAction && result.paymentId) {
            setStep({
              name: 'authenticate',
              choice,
              payment: { paymentId: result.paymentId, clientSecret: result.clientSecret },
            });
          } else succeeded(choice, result);
        },
        onError: (error) => {
          // Spec 002 §8.1: the server's text or ours, 5 s, or 7 s for the add-on setup errors.
          const notice = createSubscriptionError(
            isApiError(error) ? error.message : null,
            isApiError(error) ? error.code : null,
          );
          notifications.show({
            color: 'red',
            title: 'Subscription Error',
            message: notice.message,
            autoClose: notice.durationMs,
          });
          failed(choice, notice.message);
        },
      },
    );

  switch (step.name) {
    case 'choose':
      return (
        <ConfirmSubscriptionModal
          summary={summary}
          region={region}
          uid={uid}
          initial={lastChoice}
          onCancel={onClose}
          onContinue={(choice) => {
            setLastChoice(choice);
            setStep({ name: 'pay', choice });
          }}
        />
      );
    case 'pay':
      return (
        <PaymentModal
          summary={summary}
          region={region}
          uid={uid}
          choice={step.choice}
          paying={create.isPending}
          onPay={() => pay(step.choice)}
          onBack={() => setStep({ name: 'choose' })}
          onClose={onClose}
        />
      );
    case 'authenticate':
      return (
        <PaymentAuthentication
          summary={summary}
          region={region}
          uid={uid}
          payment={step.payment}
          onDone={(result) => succeeded(step.choice, result)}
          onFailed={(message) => failed(step.choice, message)}
        />
      );
    case 'done':
      return (
        <SubscriptionResultModal
          choice={step.choice}
          outcome={step.outcome}
          onClose={onClose}
          onRetry={() => setStep({ name: 'pay', choice: step.choice })}
        />
      );
  }
}
