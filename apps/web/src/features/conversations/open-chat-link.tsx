import type { Region } from '@agent-platform/core';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { agentTabPath } from '../agent-shell/agent-shell-paths';

/** "Open chat": the conversation in the agent's Chats tab; a dash when there is none. */
export function OpenChatLink({
  region,
  agentId,
  conversationId,
}: {
  region: Region;
  agentId: string;
  conversationId: string | null;
}) {
  if (!conversationId) return '—';
  return (
    <Anchor component={Link} to={`${agentTabPath(region, agentId, 'convos')}?conversation=${conversationId}`} size="sm">
      Open chat
    </Anchor>
  );
}
