import type { Client, OrgWithClients, Region } from '@agent-platform/core';
import { Drawer, Text, Title } from '@mantine/core';
import { useAgency } from '../agencies/use-agency';
import { ClientUserForm } from './client-user-form';

/** Add User / Edit User (spec 002 §2.14): a client user of one organisation. */
export function ClientUserDrawer({
  region,
  workspaceUid,
  org,
  client,
  onAdded,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  /** Null while closed. */
  org: OrgWithClients | null;
  /** Null to add a new user. */
  client: Client | null;
  onAdded: (client: Client) => void;
  onClose: () => void;
}) {
  // The agency's defaults for new clients, shown on Add as what the user will get.
  const agency = useAgency(region, workspaceUid);
  const title = client ? 'Edit User' : 'Add User';
  return (
    <Drawer
      opened={org !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} size="h4" fw={600}>
          {title}
          {org ? (
            <Text span inherit c="dimmed" fw={400}>
              {` - ${org.name}`}
            </Text>
          ) : null}
        </Title>
      }
    >
      {org && (client || !agency.isPending) ? (
        <ClientUserForm
          key={client?.id ?? `new-${org.id}`}
          region={region}
          workspaceUid={workspaceUid}
          org={org}
          client={client}
          agency={agency.data}
          onAdded={onAdded}
          onSaved={onClose}
        />
      ) : null}
    </Drawer>
  );
}
