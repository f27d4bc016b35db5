import { CHANNEL_LABELS, type Region } from '@agent-platform/core';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { agentTabPath } from '../agent-shell/agent-shell-paths';

/** The onboarding's Explore Integration Options: where the new agent meets its other channels and tools. */
export function IntegrationOptions({ region, agentId }: { region: Region; agentId: string }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Your agent can answer on more than your website. Connect it on its Channels tab:</Text>
      <List size="sm">
        {Object.values(CHANNEL_LABELS).map((label) => (
          <List.Item key={label}>{label}</List.Item>
        ))}
      </List>
      <Text size="sm">Functions let it call your own systems while it talks: look up an order, book a slot.</Text>
      <Group gap="md">
        <Anchor component={Link} to={agentTabPath(region, agentId, 'channels')} size="sm">
          Open Channels
        </Anchor>
        <Anchor component={Link} to={`/app/${region}/integrations`} size="sm">
          Open Functions
        </Anchor>
      </Group>
    </Stack>
  );
}
