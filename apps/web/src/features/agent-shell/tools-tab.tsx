import { Alert, Anchor, Card, MultiSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useTools } from '../tools/use-tools';
import { useAgentShell } from './agent-shell-context';

/**
 * The agent's Tools tab: which of the workspace's tools (Functions page) the agent may call.
 * The choice edits the unsaved agent's `assignedToolsIds` and is saved with the agent.
 */
export function ToolsTab() {
  const { region, workspaceUid, local, editLocal } = useAgentShell();
  const tools = useTools(region, workspaceUid);
  const functionsPath = `/app/${region}/integrations`;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Tools
      </Title>
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The agent may call these tools while it chats. Tools are made on the{' '}
            <Anchor component={Link} to={functionsPath}>
              Functions
            </Anchor>{' '}
            page.
          </Text>
          {tools.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(tools.error)}
            </Alert>
          ) : tools.isPending ? (
            <Skeleton height={60} radius="sm" />
          ) : (
            <AssignedTools
              options={tools.data.map((tool) => ({ value: tool.id, label: tool.name }))}
              assigned={local.assignedToolsIds ?? []}
              onChange={(ids) => editLocal((agent) => ({ ...agent, assignedToolsIds: ids }))}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function AssignedTools({
  options,
  assigned,
  onChange,
}: {
  options: { value: string; label: string }[];
  assigned: string[];
  onChange: (ids: string[]) => void;
}) {
  // Ids of deleted tools are not shown; the next change drops them.
  const known = new Set(options.map((option) => option.value));
  return (
    <MultiSelect
      label="Assigned tools"
      description={
        options.length === 0 ? 'This workspace has no tools yet.' : 'Changes are saved when you publish the agent.'
      }
      placeholder={options.length === 0 ? undefined : 'Pick tools'}
      data={options}
      value={assigned.filter((id) => known.has(id))}
      onChange={onChange}
      disabled={options.length === 0}
      searchable
      clearable
    />
  );
}
