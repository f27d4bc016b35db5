import type { ChannelKey } from '@agent-platform/core';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionLoadError } from '../../ui/section-load-error';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { TelegramModal } from './telegram-modal';
import { useAgentChannels } from './use-agent-channels';

const ICONS = {
  whatsapp: IconBrandWhatsapp,
  instagram: IconBrandInstagram,
  messenger: IconBrandMessenger,
  discord: IconBrandDiscord,
  telegram: IconBrandTelegram,
  'gb-chat': IconBrandGoogle,
  email: IconMail,
} satisfies Record<ChannelKey, unknown>;

/** Channels the spec shows as Coming Soon; Google's chat product was discontinued, so it is deprecated too. */
const COMING_SOON: Partial<Record<ChannelKey, { deprecated?: boolean }>> = {
  'gb-chat': { deprecated: true },
  email: {},
};
/** The channels whose connection is built; the others say so on their card until they are. */
const CONNECTABLE: ChannelKey[] = ['telegram'];

/** The Channels tab (spec 000 §2): a card per channel with its 'Active' badge, the voice entry and Channel Settings. */
export function ChannelsTab() {
  const { region, agentId, local, editLocal } = useAgentShell();
  const channels = useAgentChannels(region, agentId);
  const [open, setOpen] = useState<ChannelKey | null>(null);

  if (channels.isError) {
    return (
      <SectionLoadError title="Could not load the channels" error={channels.error} onRetry={() => channels.refetch()} />
    );
  }
  const cards = channels.data?.channels ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Channels
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => {
          const Icon = ICONS[card.key];
          const soon = COMING_SOON[card.key];
          const connectable = CONNECTABLE.includes(card.key);
          return (
            <Card key={card.key} withBorder padding="md" aria-label={card.label} component="section">
              <Group justify="space-between" mb="xs">
                <Group gap="xs">
                  <Icon size={22} aria-hidden />
                  <Text fw={600}>{card.label}</Text>
                </Group>
                <Group gap={4}>
                  {card.active && <Badge color="green">Active</Badge>}
                  {soon?.deprecated && <Badge color="gray">Deprecated</Badge>}
                </Group>
              </Group>
              {soon ? (
                <Button fullWidth variant="default" disabled>
                  Coming Soon
                </Button>
              ) : connectable ? (
                <Button fullWidth variant={card.active ? 'default' : 'filled'} onClick={() => setOpen(card.key)}>
                  {card.active ? 'Configure' : 'Connect'}
                </Button>
              ) : (
                <Button fullWidth variant="default" disabled title="This channel's connection is not available yet.">
                  Connect
                </Button>
              )}
            </Card>
          );
        })}
        <Card withBorder padding="md" aria-label="Voice" component="section">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <IconPhone size={22} aria-hidden />
              <Text fw={600}>Voice</Text>
            </Group>
            {channels.data?.voiceActive && <Badge color="green">Active</Badge>}
          </Group>
          <Button
            fullWidth
            variant="default"
            component={Link}
            to={`${agentTabPath(region, agentId, 'channels')}/voice`}
          >
            Configure
          </Button>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-label="Channel Settings">
        <Title order={2} size="h4" mb="sm">
          Channel Settings
        </Title>
        <Switch
          label="Smart Initialization"
          description="On: the agent reads the first message and answers it in context. Off: new conversations always get the same launch message."
          checked={local.smartInit ?? false}
          onChange={(event) => {
            const smartInit = event.currentTarget.checked;
            editLocal((agent) => ({ ...agent, smartInit }));
          }}
        />
      </Card>
      <TelegramModal
        region={region}
        agentId={agentId}
        connectedBotId={channels.data?.telegram?.botId}
        opened={open === 'telegram'}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
