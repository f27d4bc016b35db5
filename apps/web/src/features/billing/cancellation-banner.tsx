import { subscriptionEndsBanner } from '@agent-platform/core';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';

/** Spec 002 §4.1: a subscription flagged to cancel says when it ends, with Reactivate. */
export function CancellationBanner({ cancelsAt, onReactivate }: { cancelsAt: number; onReactivate: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconCalendarX size={18} />} role="status" aria-label="Cancellation">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{subscriptionEndsBanner(cancelsAt)}</Text>
        <Button size="xs" onClick={onReactivate}>
          Reactivate
        </Button>
      </Group>
    </Alert>
  );
}
