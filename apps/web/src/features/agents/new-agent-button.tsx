import { ActionIcon, Button, Stack, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNewAgentDrawer } from './new-agent-drawer';

/** Opens the New Agent drawer; an icon with a tooltip in a collapsed sidebar. */
export function NewAgentButton({ compact }: { compact: boolean }) {
  const newAgent = useNewAgentDrawer();
  if (compact) {
    return (
      <Stack align="center">
        <Tooltip label="New Agent" position="right" withArrow>
          <ActionIcon size={36} radius="md" variant="filled" aria-label="New Agent" onClick={newAgent.open}>
            <IconPlus size={20} />
          </ActionIcon>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Button fullWidth leftSection={<IconPlus size={18} />} onClick={newAgent.open}>
      New Agent
    </Button>
  );
}
