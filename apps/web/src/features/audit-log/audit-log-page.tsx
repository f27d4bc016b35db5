import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_LOG_RETENTION_DAYS,
  type AuditAction,
  type AuditEntry,
  memberCan,
} from '@agent-platform/core';
import { Button, Container, Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useAuditLog } from './use-audit-log';

export const AUDIT_LOG_OWNER_ONLY = 'Only the workspace owner can see the audit log.';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** `/audit-log`: the security-relevant actions in the current workspace, read-only, for its owner. */
export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const { workspace } = useCurrentWorkspace();
  const canRead = memberCan(workspace.role, null, 'audit.read');
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Audit log</Title>
          <Text c="dimmed" size="sm" maw={680}>
            Sign-ins, team changes, secrets, credentials, domains and billing in {workspace.workspaceName}, newest
            first. Entries are kept for {AUDIT_LOG_RETENTION_DAYS} days.
          </Text>
        </Stack>
        {canRead ? <AuditLogTable /> : <Text>{AUDIT_LOG_OWNER_ONLY}</Text>}
      </Stack>
    </Container>
  );
}

function AuditLogTable() {
  const { workspace } = useCurrentWorkspace();
  const [action, setAction] = useState<AuditAction | null>(null);
  // The cursors of the pages before this one, so Newer goes back the way Older came.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const log = useAuditLog(workspace.region, workspace.uid, action, cursor);

  const filterBy = (value: string | null) => {
    setAction(value as AuditAction | null);
    setCursors([null]);
  };

  return (
    <Stack gap="md">
      <Select
        label="Action"
        placeholder="All actions"
        data={ACTION_OPTIONS}
        value={action}
        onChange={filterBy}
        clearable
        searchable
        maw={320}
      />
      {log.isError && !log.data ? (
        <SectionLoadError title="Error loading the audit log" error={log.error} onRetry={() => log.refetch()} />
      ) : log.isPending ? (
        <Skeleton height={160} radius="md" aria-busy />
      ) : log.data.entries.length === 0 ? (
        <EmptyState icon={<IconShieldLock size={24} />} title="No entries">
          {action ? 'Nothing of this kind has happened yet.' : 'Nothing has been recorded in this workspace yet.'}
        </EmptyState>
      ) : (
        <>
          <EntriesTable entries={log.data.entries} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Newer
            </Button>
            <Button
              variant="default"
              disabled={!log.data.nextCursor || log.isPlaceholderData}
              onClick={() => setCursors((c) => [...c, log.data.nextCursor])}
            >
              Older
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label="Audit log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-action={entry.action}>
                <Table.Td>
                  <Text size="sm">{new Date(entry.at).toLocaleString()}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {AUDIT_ACTION_LABELS[entry.action]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{actorText(entry.actor)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.target ?? ''}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={entry.userAgent ?? undefined}>
                    {entry.ip ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {detailText(entry.detail)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

const ACTOR_KINDS: Record<AuditEntry['actor']['kind'], string> = {
  user: 'Account',
  member: 'Member',
  workspaceSecret: 'Workspace secret',
  client: 'Client',
  system: 'System',
};

function actorText(actor: AuditEntry['actor']): string {
  return actor.id ? `${actor.id}` : ACTOR_KINDS[actor.kind];
}

function detailText(detail: AuditEntry['detail']): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
}
