import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNewAgentDrawer } from '../agents/new-agent-drawer';
import { useClientDashboard } from './client-dashboard-context';

/**
 * New Agent for a client with allowCreateAgents (spec 002 §6). The agent shell's sidebar puts it
 * beside the switchers (spec 002 §2.2); a client's switchers are in its top bar, so it is there too.
 */
export function ClientNewAgentButton() {
  const { session, preview } = useClientDashboard();
  if (!session.client.allowCreateAgents) return null;
  // The agency's preview draws the bar without a drawer to open.
  return preview ? <NewAgentButtonLook /> : <OpensNewAgentDrawer />;
}

function OpensNewAgentDrawer() {
  const newAgent = useNewAgentDrawer();
  return <NewAgentButtonLook onClick={newAgent.open} />;
}

function NewAgentButtonLook({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={onClick}>
      New Agent
    </Button>
  );
}
