import { type SubscriptionStatus, subscriptionStatusColor } from '@agent-platform/core';
import { Badge } from '@mantine/core';

const LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  trialing: 'Trialing',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  pending: 'Pending',
};

/** Spec 002 §4.1: the subscription's status as a badge; active is green. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={subscriptionStatusColor(status)} variant="light" aria-label={`Status: ${LABELS[status]}`}>
      {LABELS[status]}
    </Badge>
  );
}
