import type { Client, OrgWithClients } from '@agent-platform/core';
import { Avatar, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconInfoCircle, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { ClientRow } from './client-row';

const usersOf = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/** One organisation on the Clients page: its name, photo, credits and users, with its actions. */
export function OrgCard({
  org,
  onOrgInfo,
  onAddUser,
  onTransfer,
  onDelete,
  onEditUser,
  onDeleteUser,
}: {
  org: OrgWithClients;
  onOrgInfo: () => void;
  onAddUser: () => void;
  onTransfer: () => void;
  onDelete: () => void;
  onEditUser: (client: Client) => void;
  onDeleteUser: (client: Client) => void;
}) {
  const titleId = `org-${org.id}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={org.squarePhotoURL} alt="" radius="md" size={44} name={org.name} color="initials" />
            <Stack gap={0}>
              <Title order={2} size="h4" id={titleId}>
                {org.name}
              </Title>
              <Text size="sm" c="dimmed">
                {`${org.credits.toLocaleString('en-US')} credits · ${usersOf(org.clients.length)}`}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button variant="default" size="xs" leftSection={<IconInfoCircle size={16} />} onClick={onOrgInfo}>
              Org Info
            </Button>
            <Button variant="default" size="xs" leftSection={<IconUserPlus size={16} />} onClick={onAddUser}>
              Add User
            </Button>
            <Button variant="default" size="xs" leftSection={<IconArrowsExchange size={16} />} onClick={onTransfer}>
              Transfer credits
            </Button>
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              aria-label={`Delete ${org.name}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
        {org.clients.length === 0 ? (
          <Text size="sm" c="dimmed">
            No users yet. Add User gives someone a sign-in to this organization's dashboard.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={`Users of ${org.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Tabs</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {org.clients.map((client) => (
                  <ClientRow
                    key={client.id}
                    client={client}
                    onEdit={() => onEditUser(client)}
                    onDelete={() => onDeleteUser(client)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
