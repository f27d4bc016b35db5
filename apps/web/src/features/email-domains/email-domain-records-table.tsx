import type { EmailDomainRecord } from '@agent-platform/core';
import { Code, Group, Stack, Table, Text } from '@mantine/core';
import { CopyValueButton } from './copy-value-button';
import { EmailDomainStatusBadge } from './email-domain-status-badge';

const valueStyle = { flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The DNS instructions: each TXT record to add, with copy buttons and what its last check found. */
export function EmailDomainRecordsTable({ records }: { records: readonly EmailDomainRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="DNS records" verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Record</Table.Th>
            <Table.Th w={60}>Type</Table.Th>
            <Table.Th w="28%">Name</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th w={150}>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.kind}>
              <Table.Td>{record.kind}</Table.Td>
              <Table.Td>{record.type}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Code style={valueStyle}>{record.name}</Code>
                  <CopyValueButton value={record.name} label={`Copy ${record.kind} name`} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Code style={valueStyle}>{record.value}</Code>
                  <CopyValueButton value={record.value} label={`Copy ${record.kind} value`} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <EmailDomainStatusBadge status={record.status} />
                  {record.problem && (
                    <Text size="xs" c="dimmed">
                      {record.problem}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
