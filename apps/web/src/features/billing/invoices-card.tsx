import { billingDate, formatMoney, type Region, ZCurrency } from '@agent-platform/core';
import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { SectionLoadError } from '../../ui/section-load-error';
import { useInvoices } from './use-invoices';

const money = (cents: number, currency: string) => {
  const known = ZCurrency.safeParse(currency.toUpperCase());
  return known.success ? formatMoney(cents / 100, known.data) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
};

/** Spec 002 §3.12 invoices: number, date, amount and the payment service's page when it hosts one. */
export function InvoicesCard({ region, uid }: { region: Region; uid: string }) {
  const invoices = useInvoices(region, uid);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoices-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="invoices-title">
          Invoices
        </Title>
        {invoices.isError ? (
          <SectionLoadError title="Error loading invoices" error={invoices.error} onRetry={() => invoices.refetch()} />
        ) : invoices.isPending ? (
          <Skeleton height={80} aria-label="Loading invoices" />
        ) : invoices.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invoices yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.data.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{invoice.number ?? 'Draft'}</Table.Td>
                    <Table.Td>{billingDate(new Date(invoice.created * 1000))}</Table.Td>
                    <Table.Td>{money(invoice.amount_paid, invoice.currency)}</Table.Td>
                    <Table.Td>
                      {invoice.hosted_invoice_url ? (
                        <Anchor href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" size="sm">
                          View invoice
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
