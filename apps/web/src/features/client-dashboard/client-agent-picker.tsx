import { CLIENT_AGENT_TITLE_MAX } from '@agent-platform/core';
import { Avatar, Group, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconRobot, IconSelector } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { truncate } from '../../ui/truncate';
import { clientAgentPath } from './client-agent-path';
import { useClientDashboard } from './client-dashboard-context';

/** The agent picker (spec 001 §2): the client's agents, titles cut at 30 characters; a choice keeps the sub-path. */
export function ClientAgentPicker() {
  const { session, agents, preview } = useClientDashboard();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const current = agents.find((agent) => agent.id === params.agentId) ?? agents[0];
  if (!current) return null;

  const choose = (agentId: string) => {
    if (preview || agentId === current.id) return;
    navigate(clientAgentPath(location, agentId, session.region, session.client.canAccess));
  };

  return (
    <Menu position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Switch agent (current: ${current.title})`}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={current.imageURL} size={28} radius="md" color="blue">
              <IconRobot size={16} />
            </Avatar>
            <Text fw={600} size="sm" title={current.title}>
              {truncate(current.title, CLIENT_AGENT_TITLE_MAX)}
            </Text>
            <IconSelector size={16} stroke={1.7} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Agents</Menu.Label>
        <ScrollArea.Autosize mah={320}>
          {agents.map((agent) => (
            <Menu.Item
              key={agent.id}
              onClick={() => choose(agent.id)}
              leftSection={
                <Avatar src={agent.imageURL} size={22} radius="sm" color="blue">
                  <IconRobot size={14} />
                </Avatar>
              }
              rightSection={agent.id === current.id ? <IconCheck size={14} /> : null}
            >
              {truncate(agent.title, CLIENT_AGENT_TITLE_MAX)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
