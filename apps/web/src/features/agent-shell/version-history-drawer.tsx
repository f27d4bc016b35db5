import { type AgentVersionSummary, MAX_AGENT_VERSIONS } from '@agent-platform/core';
import { Alert, Button, Card, Code, Drawer, Group, Loader, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from './agent-shell-context';
import { notify } from './notify';
import { useAgentVersion } from './use-agent-version';
import { useAgentVersions } from './use-agent-versions';
import { useRestoreAgentVersion } from './use-restore-agent-version';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The agent's saved versions (20 at most, spec 001 §9): view one, or make it the current agent. */
export function VersionHistoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { region, agentId } = useAgentShell();
  const versions = useAgentVersions(region, agentId, opened);
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title="Version history"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Every publish saves a version; the latest {MAX_AGENT_VERSIONS} are kept. Restoring one makes it the current
          agent and discards unpublished changes.
        </Text>
        {versions.isPending && <Loader size="sm" aria-label="Loading versions" />}
        {versions.isError && (
          <Alert color="red" variant="light" title="Could not load the versions">
            {errorMessage(versions.error)}
          </Alert>
        )}
        {versions.data?.length === 0 && <Text size="sm">No versions yet. Publish the agent to save one.</Text>}
        {versions.data?.slice(0, MAX_AGENT_VERSIONS).map((version) => (
          <VersionRow
            key={version.id}
            version={version}
            viewing={viewing === version.id}
            onToggleView={() => setViewing((current) => (current === version.id ? null : version.id))}
          />
        ))}
      </Stack>
    </Drawer>
  );
}

function VersionRow({
  version,
  viewing,
  onToggleView,
}: {
  version: AgentVersionSummary;
  viewing: boolean;
  onToggleView: () => void;
}) {
  const { region, agentId, acceptSaved } = useAgentShell();
  const restore = useRestoreAgentVersion(region, agentId);
  const when = formatDate(version.createdAt);

  const onRestore = () =>
    restore.mutate(version.id, {
      onSuccess: (saved) => {
        acceptSaved(saved);
        notify('green', `Restored the version of ${when}`);
      },
      onError: (error) => notify('red', `Failed to restore the version: ${errorMessage(error)}`),
    });

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="group"
      aria-label={`${version.title}, ${when}`}
      data-version-id={version.id}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {version.title}
          </Text>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onToggleView}>
            {viewing ? 'Hide' : 'View'}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={14} />}
            loading={restore.isPending}
            onClick={onRestore}
          >
            Restore
          </Button>
        </Group>
      </Group>
      {viewing && <VersionDetails versionId={version.id} />}
    </Card>
  );
}

function VersionDetails({ versionId }: { versionId: number }) {
  const { region, agentId } = useAgentShell();
  const version = useAgentVersion(region, agentId, versionId);

  if (version.isPending) return <Loader size="xs" mt="sm" aria-label="Loading version" />;
  if (version.isError) {
    return (
      <Alert color="red" variant="light" mt="sm" title="Could not load this version">
        {errorMessage(version.error)}
      </Alert>
    );
  }
  const { agent } = version.data;
  // The secret key is not part of what a version shows.
  const { SECRET_API_KEY: _secret, ...shown } = agent;
  const fields: [string, string][] = [
    ['Name', agent.title],
    ['Description', agent.description],
    ['Language', agent.lang],
    ['Model', agent.vg_defaultModel],
    ['Theme', agent.theme],
    ['Last modified', new Date(agent.lastModified * 1000).toLocaleString()],
  ];
  return (
    <Stack gap="xs" mt="sm">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <ScrollArea.Autosize mah={280} type="auto">
        <Code block aria-label="Version JSON">
          {JSON.stringify(shown, null, 2)}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
