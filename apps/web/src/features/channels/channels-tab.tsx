import { type ChannelKey, channelNotInPlan, RECONNECT_NEEDED } from '@agent-platform/core';
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
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { SectionLoadError } from '../../ui/section-load-error';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { notify } from '../agent-shell/notify';
import { DiscordModal } from './discord-modal';
import { GoogleBusinessModal } from './google-business-modal';
import { MetaPagesModal } from './meta-pages-modal';
import { TelegramModal } from './telegram-modal';
import { useAgentChannels } from './use-agent-channels';
import { WhatsappModal } from './whatsapp-modal';

const ICONS = {
  whatsapp: IconBrandWhatsapp,
  instagram: IconBrandInstagram,
  messenger: IconBrandMessenger,
  discord: IconBrandDiscord,
  telegram: IconBrandTelegram,
  'gb-chat': IconBrandGoogle,
  email: IconMail,
} satisfies Record<ChannelKey, unknown>;

/**
 * Channels the spec shows as Coming Soon; Google's chat product was discontinued, so it is
 * deprecated too. An agent that already has Google Business settings can still open them.
 */
const COMING_SOON: Partial<Record<ChannelKey, { deprecated?: boolean }>> = {
  'gb-chat': { deprecated: true },
  email: {},
};

/** The Channels tab (spec 000 §2): a card per channel with its 'Active' badge, the voice entry and Channel Settings. */
export function ChannelsTab() {
  const { region, agentId, local, editLocal } = useAgentShell();
  const channels = useAgentChannels(region, agentId);
  const [open, setOpen] = useState<ChannelKey | null>(null);
  useEffect(() => {
    // The channels_viewed analytics event (spec 000 §7); the tab works whether or not it is recorded.
    api
      .POST('/api/{region}/v2/agents/{agentId}/channels/viewed', { params: { path: { region, agentId } } })
      .catch(() => undefined);
  }, [region, agentId]);

  if (channels.isError) {
    return (
      <SectionLoadError title="Could not load the channels" error={channels.error} onRetry={() => channels.refetch()} />
    );
  }
  const cards = channels.data?.channels ?? [];
  const reconnectNeeded = channels.data?.reconnectNeeded ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Channels
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => {
          const Icon = ICONS[card.key];
          const soon = COMING_SOON[card.key];
          const reconnect = reconnectNeeded.find((entry) => entry.channel === card.key);
          return (
            <Card key={card.key} withBorder padding="md" aria-label={card.label} component="section">
              <Group justify="space-between" mb="xs">
                <Group gap="xs">
                  <Icon size={22} aria-hidden />
                  <Text fw={600}>{card.label}</Text>
                </Group>
                <Group gap={4}>
                  {card.active && <Badge color="green">Active</Badge>}
                  {reconnect && <Badge color="red">{RECONNECT_NEEDED}</Badge>}
                  {soon?.deprecated && <Badge color="gray">Deprecated</Badge>}
                </Group>
              </Group>
              {reconnect && (
                <Text size="sm" c="red" mb="xs">
                  {reconnect.reason}
                </Text>
              )}
              {soon && !(card.key === 'gb-chat' && card.active) ? (
                <Button fullWidth variant="default" disabled>
                  Coming Soon
                </Button>
              ) : (
                <Button
                  fullWidth
                  variant={card.active && !reconnect ? 'default' : 'filled'}
                  onClick={() => (card.inPlan ? setOpen(card.key) : notify('red', channelNotInPlan(card.key)))}
                >
                  {reconnect ? 'Reconnect' : card.active ? 'Configure' : 'Connect'}
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
      {open === 'gb-chat' && <GoogleBusinessModal opened onClose={() => setOpen(null)} />}
      <DiscordModal region={region} agentId={agentId} opened={open === 'discord'} onClose={() => setOpen(null)} />
      <WhatsappModal region={region} agentId={agentId} opened={open === 'whatsapp'} onClose={() => setOpen(null)} />
      <MetaPagesModal
        region={region}
        agentId={agentId}
        opened={open === 'instagram' || open === 'messenger'}
        onClose={() => setOpen(null)}
        // The dashboard has workspace users only so far; agency users arrive with the agency layer.
        agencyUser={false}
      />
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
