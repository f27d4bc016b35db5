import { formatMoney, type Region } from '@agent-platform/core';
import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useOrgBillingMargin } from './use-org-billing-margin';

/**
 * The agency's margin on one client organisation, in the Org Info drawer: what the client paid
 * (net of the platform's fee) against what its agents' usage cost at the platform's price.
 */
export function OrgBillingMargin({
  region,
  workspaceUid,
  orgId,
}: {
  region: Region;
  workspaceUid: string;
  orgId: string;
}) {
  const margin = useOrgBillingMargin(region, workspaceUid, orgId);
  return (
    <Stack gap="xs" component="section" aria-label="Margin">
      <Title order={3} size="h5" fw={600}>
        Margin
      </Title>
      {margin.isPending ? (
        <Group>
          <Loader size="xs" />
        </Group>
      ) : margin.isError ? (
        <Text c="red" size="sm">
          {errorMessage(margin.error)}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={3}>
            <Figure label="Paid" value={formatMoney(margin.data.paid, 'USD')} />
            <Figure label="Cost" value={formatMoney(margin.data.cost, 'USD')} />
            <Figure
              label="Margin"
              value={formatMoney(margin.data.margin, 'USD')}
              color={margin.data.margin < 0 ? 'red' : undefined}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Paid is after the platform fee ({formatMoney(margin.data.platformFee, 'USD')}). Cost is the{' '}
            {margin.data.creditsUsed.toLocaleString('en-US', { maximumFractionDigits: 1 })} credits its agents used, at
            the platform's price.
          </Text>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string | undefined }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={color} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}
