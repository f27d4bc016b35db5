import type { DnsRecord } from '@agent-platform/core';
import { ActionIcon, Badge, CopyButton, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The records to add at the DNS host, each value with a copy button. */
export function DnsRecordsTable({ records }: { records: DnsRecord[] }) {
  return (
    <Table aria-label="DNS records" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Value</Table.Th>
          <Table.Th>TTL</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={`${record.type} ${record.name}`}>
            <Table.Td>{record.type}</Table.Td>
            <Table.Td>
              <Copyable value={record.name} label={`Copy ${record.type} name`} />
            </Table.Td>
            <Table.Td>
              <Copyable value={record.value} label={`Copy ${record.type} value`} />
            </Table.Td>
            <Table.Td>{record.ttl}</Table.Td>
            <Table.Td>
              <Badge color={record.status === 'verified' ? 'green' : 'gray'} variant="light">
                {record.status === 'verified' ? 'Verified' : 'Pending'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied to Clipboard' : 'Copy'}>
            <ActionIcon variant="subtle" size="sm" aria-label={label} onClick={copy} color={copied ? 'teal' : 'gray'}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
