import {
  type AddonQuantities,
  type BillingCycle,
  type BillingSummary,
  DISCOUNT_CODE_INVALID,
  type Discount,
  discountCodeRuleError,
  formatMoney,
  keepsDiscountCode,
  payAsYouGoPlanId,
  planById,
  type Region,
  YEARLY_SAVING_BADGE,
} from '@agent-platform/core';
import { Badge, Button, Divider, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { AddonControls } from './addon-controls';
import { DiscountCodeField } from './discount-code-field';
import { PaymentSummaryTable } from './payment-summary-table';
import { choiceTotals, type SubscriptionChoice } from './subscription-choice';
import { useCheckDiscountCode } from './use-check-discount-code';

/**
 * Spec 002 §2.5 Confirm Subscription: Pay as you go, monthly or annual, its add-ons, a discount
 * code (§5.1), the payment summary with tax and the billing terms.
 */
export function ConfirmSubscriptionModal({
  summary,
  region,
  uid,
  initial,
  onCancel,
  onContinue,
}: {
  summary: BillingSummary;
  region: Region;
  uid: string;
  initial: SubscriptionChoice | null;
  onCancel: () => void;
  onContinue: (choice: SubscriptionChoice) => void;
}) {
  const [cycle, setCycle] = useState<BillingCycle>(initial?.planId === 'pay_as_you_go_yearly' ? 'yearly' : 'monthly');
  const [addons, setAddons] = useState<AddonQuantities>(initial?.addons ?? {});
  const [code, setCode] = useState(initial?.discountCode ?? '');
  const [applied, setApplied] = useState<Discount | null>(initial?.discount ?? null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const check = useCheckDiscountCode(region, uid);

  const planId = payAsYouGoPlanId(cycle) as SubscriptionChoice['planId'];
  const plan = planById(planId);
  const { currency } = summary;
  const { totals, taxDescription } = choiceTotals(summary, { planId, addons, discount: applied });

  const clearCode = () => {
    setCode('');
    setApplied(null);
    setCodeError(null);
  };

  const changeCycle = (next: BillingCycle) => {
    setCycle(next);
    // Spec 002 §5.1: no code on the yearly plan; its field is disabled there.
    if (next === 'yearly') clearCode();
  };

  const changeAddons = (next: AddonQuantities) => {
    setAddons(next);
    // Spec 002 §4.2: the agency code goes as soon as Whitelabel does.
    if (!keepsDiscountCode(code, next)) clearCode();
  };

  const changeCode = (next: string) => {
    setCode(next);
    setApplied(null);
    setCodeError(null);
  };

  const apply = async (): Promise<Discount | null> => {
    const ruleError = discountCodeRuleError({ code, planId, addons });
    if (ruleError) {
      setApplied(null);
      setCodeError(ruleError);
      return null;
    }
    try {
      const discount = await check.mutateAsync({ code, planId, addons });
      setApplied(discount);
      setCodeError(null);
      return discount;
    } catch (error) {
      setApplied(null);
      // The server's own words for a code it refused; any failed check is an invalid code.
      setCodeError(isApiError(error) && error.code === 'INVALID_DISCOUNT_CODE' ? error.message : DISCOUNT_CODE_INVALID);
      return null;
    }
  };

  const continueToPayment = async () => {
    let discount = applied;
    // A code typed but not applied yet is checked now: it must not be silently dropped.
    if (code.trim() !== '' && !discount) {
      discount = await apply();
      if (!discount) return;
    }
    onContinue({ planId, addons, discountCode: discount ? code.trim() : null, discount });
  };

  const period = cycle === 'yearly' ? 'year' : 'month';
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Confirm Subscription"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {plan.label}
            </Title>
            <Text size="sm" c="dimmed">
              {plan.description}
            </Text>
          </Stack>
          <Text fw={700}>{`${formatMoney(plan.prices[currency].amount, currency)} / ${period}`}</Text>
        </Group>

        <Group gap="sm">
          <SegmentedControl
            aria-label="Billing period"
            value={cycle}
            onChange={(value) => changeCycle(value as BillingCycle)}
            data={[
              { label: 'Monthly', value: 'monthly' },
              { label: 'Annual', value: 'yearly' },
            ]}
          />
          <Badge color="green" variant="light">
            {YEARLY_SAVING_BADGE}
          </Badge>
        </Group>

        <Stack gap="xs">
          <Text fw={600} size="sm">
            Add-ons
          </Text>
          <AddonControls cycle={cycle} quantities={addons} onChange={changeAddons} />
        </Stack>

        <DiscountCodeField
          code={code}
          onCodeChange={changeCode}
          applied={applied}
          error={codeError}
          onApply={() => void apply()}
          onRemove={clearCode}
          yearly={cycle === 'yearly'}
          checking={check.isPending}
          currency={currency}
        />

        <Divider />
        <PaymentSummaryTable summary={totals} taxDescription={taxDescription} period={period} />

        <Text size="xs" c="dimmed">
          {`Your subscription renews every ${period} until you cancel it; cancelling moves the workspace to the Free plan at the end of the billing period. Add-ons are billed with the subscription and are non-refundable. Add-on changes apply from the next billing cycle. Unused credits roll over.`}
        </Text>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void continueToPayment()} loading={check.isPending}>
            Continue to Payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
