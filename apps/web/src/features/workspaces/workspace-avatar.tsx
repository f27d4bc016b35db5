import type { Workspace } from '@agent-platform/core';
import { Avatar } from '@mantine/core';

export function WorkspaceAvatar({ workspace, size = 32 }: { workspace: Workspace; size?: number }) {
  const initial = Array.from(workspace.workspaceName.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Avatar src={workspace.workspacePhotoURL} alt="" size={size} radius="md" color="blue" variant="filled">
      {initial}
    </Avatar>
  );
}
