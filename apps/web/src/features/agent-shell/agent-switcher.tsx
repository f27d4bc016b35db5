import { Avatar, Box, Loader, Menu, ScrollArea, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconRobot, IconSelector } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { truncate } from '../../ui/truncate';
import { useAgents } from '../agents/use-agents';
import switcherClasses from '../workspaces/workspace-switcher.module.css';
import { useAgentShell } from './agent-shell-context';
import { agentTabPath } from './agent-shell-paths';

// Spec 001 §9: agent titles in the picker are truncated to 30 characters.
const AGENT_TITLE_MAX_CHARS = 30;

/** The workspace's agents; choosing one keeps the current tab (spec 001 §2). */
export function AgentSwitcher({ compact }: { compact: boolean }) {
  const { region, agentId, workspaceUid, tab, local } = useAgentShell();
  const agents = useAgents(region, workspaceUid);
  const navigate = useNavigate();

  const avatar = (
    <Avatar src={local.roundedImageURL || null} size={compact ? 36 : 30} radius="md" color="blue">
      <IconRobot size={18} />
    </Avatar>
  );
  const target = (
    <UnstyledButton
      className={switcherClasses.target}
      data-compact={compact || undefined}
      aria-label={`Switch agent (current: ${local.title})`}
    >
      {avatar}
      {!compact && (
        <>
          <Box className={switcherClasses.targetText}>
            <Text fz={13} fw={600} lh={1.3} truncate="end" title={local.title}>
              {truncate(local.title, AGENT_TITLE_MAX_CHARS)}
            </Text>
            <Text size="xs" c="dimmed">
              Agent
            </Text>
          </Box>
          <IconSelector size={16} stroke={1.7} className={switcherClasses.chevron} />
        </>
      )}
    </UnstyledButton>
  );

  return (
    <Menu position={compact ? 'right-start' : 'bottom-start'} width={260} shadow="md" withinPortal>
      <Menu.Target>
        {compact ? (
          <Tooltip label={local.title} position="right" withArrow>
            {target}
          </Tooltip>
        ) : (
          target
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Agents</Menu.Label>
        {agents.isPending && (
          <Box p="sm">
            <Loader size="xs" aria-label="Loading agents" />
          </Box>
        )}
        {agents.isError && (
          <Text size="sm" c="red" p="sm">
            Error loading agents
          </Text>
        )}
        <ScrollArea.Autosize mah={320} type="auto">
          {agents.data?.map((agent) => {
            const current = agent.ID === agentId;
            return (
              <Menu.Item
                key={agent.ID}
                leftSection={
                  <Avatar src={agent.roundedImageURL || null} size={24} radius="sm" color="blue">
                    <IconRobot size={14} />
                  </Avatar>
                }
                rightSection={current ? <IconCheck size={16} aria-label="Current agent" /> : null}
                aria-current={current ? 'true' : undefined}
                classNames={{ itemLabel: switcherClasses.menuItemLabel }}
                onClick={() => {
                  if (!current) navigate(agentTabPath(region, agent.ID, tab));
                }}
              >
                <Text size="sm" truncate="end" title={agent.title}>
                  {truncate(agent.title, AGENT_TITLE_MAX_CHARS)}
                </Text>
              </Menu.Item>
            );
          })}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
