import { type Client, memberCan, PERMISSION_REFUSALS, type Region } from '@agent-platform/core';
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuildingCommunity, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { ClientUserDrawer } from './client-user-drawer';
import { CreditTransferModal } from './credit-transfer-modal';
import { OrgCard } from './org-card';
import { OrgInfoDrawer } from './org-info-drawer';
import { useAgencyOrgs } from './use-agency-orgs';
import { useCreateOrg } from './use-create-org';
import { useDeleteClient } from './use-delete-client';
import { useDeleteOrg } from './use-delete-org';

/** `/clients`: the agency's organisations and their client users, the workspace owner's alone. */
export function ClientsPage() {
  useDocumentTitle('Clients');
  const { workspace } = useCurrentWorkspace();
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        {memberCan(workspace.role, null, 'agency.manage') ? (
          <Organizations region={workspace.region} workspaceUid={workspace.uid} credits={workspace.loadTokens} />
        ) : (
          <>
            <Title order={1}>Clients</Title>
            <EmptyState icon={<IconLock size={22} />} title="Only the workspace owner can manage clients">
              {PERMISSION_REFUSALS['agency.manage']}
            </EmptyState>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Which drawer or modal is open, by ids, so each shows the organisation as last loaded. */
type Open =
  | { kind: 'orgInfo'; orgId: string }
  | { kind: 'user'; orgId: string; clientId: string | null }
  | { kind: 'transfer'; orgId: string }
  | { kind: 'deleteOrg'; orgId: string }
  | { kind: 'deleteUser'; orgId: string; clientId: string }
  | null;

function Organizations({ region, workspaceUid, credits }: { region: Region; workspaceUid: string; credits: number }) {
  const orgs = useAgencyOrgs(region, workspaceUid);
  const createOrg = useCreateOrg(region, workspaceUid);
  const deleteOrg = useDeleteOrg(region, workspaceUid);
  const deleteClient = useDeleteClient(region, workspaceUid);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const orgOf = (kind: NonNullable<Open>['kind']) =>
    open?.kind === kind ? (orgs.data?.find((org) => org.id === open.orgId) ?? null) : null;
  const clientOf = (orgId: string | undefined, clientId: string | null | undefined): Client | null =>
    orgs.data?.find((org) => org.id === orgId)?.clients.find((client) => client.id === clientId) ?? null;
  const userOrg = orgOf('user');
  const userClient = open?.kind === 'user' ? clientOf(open.orgId, open.clientId) : null;
  const orgToDelete = orgOf('deleteOrg');
  const userToDelete = open?.kind === 'deleteUser' ? clientOf(open.orgId, open.clientId) : null;

  const newOrganization = () =>
    createOrg.mutate(undefined, {
      onSuccess: (org) => setOpen({ kind: 'orgInfo', orgId: org.id }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={newOrganization} loading={createOrg.isPending}>
      New Organization
    </Button>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Clients</Title>
          <Text c="dimmed" size="sm" maw={620}>
            The organizations you serve and the people who sign in to their dashboard.
          </Text>
        </Stack>
        {orgs.data && orgs.data.length > 0 ? newButton : null}
      </Group>
      {orgs.isError && !orgs.data ? (
        <SectionLoadError title="Error loading the organizations" error={orgs.error} onRetry={() => orgs.refetch()} />
      ) : orgs.isPending ? (
        <Stack aria-busy aria-label="Loading the organizations">
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : orgs.data.length === 0 ? (
        <EmptyState icon={<IconBuildingCommunity size={22} />} title="No organizations yet" action={newButton}>
          An organization groups the client users of one of your customers, with its own credits and settings.
        </EmptyState>
      ) : (
        orgs.data.map((org) => (
          <OrgCard
            key={org.id}
            org={org}
            onOrgInfo={() => setOpen({ kind: 'orgInfo', orgId: org.id })}
            onAddUser={() => setOpen({ kind: 'user', orgId: org.id, clientId: null })}
            onTransfer={() => setOpen({ kind: 'transfer', orgId: org.id })}
            onDelete={() => setOpen({ kind: 'deleteOrg', orgId: org.id })}
            onEditUser={(client) => setOpen({ kind: 'user', orgId: org.id, clientId: client.id })}
            onDeleteUser={(client) => setOpen({ kind: 'deleteUser', orgId: org.id, clientId: client.id })}
          />
        ))
      )}
      <OrgInfoDrawer region={region} workspaceUid={workspaceUid} org={orgOf('orgInfo')} onClose={close} />
      <ClientUserDrawer
        region={region}
        workspaceUid={workspaceUid}
        org={userOrg}
        client={userClient}
        // Added: the drawer stays open on the new user, now with its dashboard password.
        onAdded={(client) => setOpen({ kind: 'user', orgId: client.orgId, clientId: client.id })}
        onClose={close}
      />
      <CreditTransferModal
        region={region}
        workspaceUid={workspaceUid}
        workspaceCredits={credits}
        org={orgOf('transfer')}
        onClose={close}
      />
      <ConfirmDeleteModal
        opened={orgToDelete !== null}
        onClose={close}
        title="Delete organization"
        name={orgToDelete?.name ?? ''}
        consequence={`will be deleted for good, with its ${orgToDelete?.clients.length ?? 0} ${orgToDelete?.clients.length === 1 ? 'user' : 'users'}: they can no longer sign in. Its credits go back to the workspace.`}
        remove={() => deleteOrg.mutateAsync(orgToDelete?.id ?? '')}
        pending={deleteOrg.isPending}
        deletedNotice="Organization deleted."
        failedNotice="Failed to delete the organization"
      />
      <ConfirmDeleteModal
        opened={userToDelete !== null}
        onClose={close}
        title="Delete user"
        name={userToDelete?.name ?? ''}
        consequence="will be deleted for good and can no longer sign in."
        remove={() => deleteClient.mutateAsync(userToDelete?.id ?? '')}
        pending={deleteClient.isPending}
        deletedNotice="User deleted."
        failedNotice="Failed to delete the user"
      />
    </>
  );
}
