import { billingDate, type Invoice } from '@agent-platform/core';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';

/** Recent Invoices (spec 002 §2.6): the latest 4, each with its number, date and a View link. */
export function RecentInvoices({ invoices }: { invoices: Invoice[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="Recent Invoices">
      <Title order={3} size="h5">
        Recent Invoices
      </Title>
      {invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invoices yet.
        </Text>
      ) : (
        invoices.map((invoice) => (
          <Group key={invoice.id} justify="space-between" role="listitem">
            <Text size="sm">{invoice.number ?? 'Draft'}</Text>
            <Text size="sm">{billingDate(new Date(invoice.created * 1000))}</Text>
            {invoice.hosted_invoice_url ? (
              <Anchor href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" size="sm">
                View
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                View
              </Text>
            )}
          </Group>
        ))
      )}
    </Stack>
  );
}
