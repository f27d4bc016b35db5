import { type CampaignKind, type CampaignStatus, CONTACT_STATE_LABELS } from '@agent-platform/core';
import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { OpenChatLink } from '../conversations/open-chat-link';
import { useCampaignContacts } from './use-campaign-contacts';

/** The campaign's contacts, where each stands, and the chat a reply started. */
export function CampaignContactsTable({
  campaignId,
  kind,
  status,
}: {
  campaignId: string;
  kind: CampaignKind;
  status: CampaignStatus;
}) {
  const { region, agentId, workspaceUid } = useAgentShell();
  const contacts = useCampaignContacts(region, workspaceUid, campaignId, status);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaign-contacts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="campaign-contacts-title">
          Contacts
        </Title>
        {contacts.isPending && <Loader size="sm" aria-label="Loading contacts" />}
        {contacts.isError && <Alert color="red">{errorMessage(contacts.error)}</Alert>}
        {contacts.isSuccess && contacts.data.contacts.length === 0 && (
          <Text size="sm" c="dimmed">
            No contacts yet. Import a CSV file or add leads above.
          </Text>
        )}
        {contacts.isSuccess && contacts.data.contacts.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Campaign contacts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  {kind === 'voice' && <Table.Th>Duration</Table.Th>}
                  <Table.Th>Cost</Table.Th>
                  <Table.Th>Conversation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.data.contacts.map((contact) => (
                  <Table.Tr key={contact.id}>
                    <Table.Td>{contact.name ?? '—'}</Table.Td>
                    <Table.Td>{contact.phone}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{CONTACT_STATE_LABELS[contact.state]}</Text>
                      {contact.lastError && (
                        <Text size="xs" c="red">
                          {contact.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{contact.attempts}</Table.Td>
                    {kind === 'voice' && (
                      <Table.Td>{contact.durationSeconds === null ? '—' : `${contact.durationSeconds} s`}</Table.Td>
                    )}
                    <Table.Td>{contact.cost.toLocaleString()}</Table.Td>
                    <Table.Td>
                      <OpenChatLink region={region} agentId={agentId} conversationId={contact.conversationId} />
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
