import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@agent-platform/core';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { OpenChatLink } from '../conversations/open-chat-link';
import { LEAD_ORIGIN_LABELS } from './lead-origin-labels';
import { leadsExportPath, useLeads, useUpdateLeadStatus } from './use-leads';

const SEARCH_DELAY_MS = 300;

/** The Leads sub-tab: the contact details visitors left in the agent's chats. */
export function LeadsList() {
  const { region, agentId, workspaceUid } = useAgentShell();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const leads = useLeads(region, workspaceUid, agentId, q);
  const update = useUpdateLeadStatus(region, workspaceUid);
  const setStatus = (id: string, status: LeadStatus) =>
    update.mutate(
      { id, status },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }) },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Leads
        </Title>
        <Button
          component="a"
          href={leadsExportPath(region, workspaceUid, agentId, q)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Export CSV
        </Button>
      </Group>
      <TextInput
        aria-label="Search leads"
        placeholder="Search by name, email or phone"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {leads.isPending && <Loader aria-label="Loading leads" />}
      {leads.isError && <Alert color="red">{errorMessage(leads.error)}</Alert>}
      {leads.isSuccess && leads.data.leads.length === 0 && (
        <EmptyState icon={<IconAddressBook size={24} />} title={q ? 'No leads match' : 'No leads yet'}>
          Visitors who leave their details in the chat's form appear here.
        </EmptyState>
      )}
      {leads.isSuccess && leads.data.leads.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Leads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Origin</Table.Th>
                <Table.Th>Captured</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Conversation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.data.leads.map((lead) => (
                <Table.Tr key={lead.id}>
                  <Table.Td>{lead.name ?? '—'}</Table.Td>
                  <Table.Td>{lead.email ?? '—'}</Table.Td>
                  <Table.Td>{lead.phone ?? '—'}</Table.Td>
                  <Table.Td>{LEAD_ORIGIN_LABELS[lead.origin]}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{new Date(lead.createdAt).toLocaleString()}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Status of ${lead.name ?? lead.email ?? lead.phone ?? 'lead'}`}
                      size="xs"
                      w={130}
                      allowDeselect={false}
                      data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
                      value={lead.status}
                      onChange={(status) => status && setStatus(lead.id, status as LeadStatus)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <OpenChatLink region={region} agentId={lead.agentId} conversationId={lead.conversationId} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
