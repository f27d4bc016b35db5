import {
  ONBOARDING_FINAL_TITLE,
  ONBOARDING_GO_LABEL,
  ONBOARDING_INTEGRATIONS_LABEL,
  ONBOARDING_TELEPHONE_LABEL,
  ONBOARDING_TEST_TEXT_LABEL,
  ONBOARDING_TRY_VOICE_LABEL,
  ONBOARDING_WIDGET_SCRIPT_LABEL,
  type OnboardingFinalItem,
  type Region,
} from '@agent-platform/core';
import { chatFramePath } from '@agent-platform/core/widget/runtime';
import { Alert, Button, Card, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconCode, IconMessageChatbot, IconMicrophone, IconPhone, IconPlugConnected } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { AgentShellProvider, useAgentShell } from '../agent-shell/agent-shell-context';
import { useAgent } from '../agent-shell/use-agent';
import { IntegrationOptions } from '../onboarding/integration-options';
import { TelephoneNumbers } from '../onboarding/telephone-numbers';
import { EmbedCode } from '../widget/embed-code';

const ITEMS: Record<OnboardingFinalItem, { label: string; icon: ReactNode }> = {
  testText: { label: ONBOARDING_TEST_TEXT_LABEL, icon: <IconMessageChatbot size={18} /> },
  tryVoice: { label: ONBOARDING_TRY_VOICE_LABEL, icon: <IconMicrophone size={18} /> },
  widgetScript: { label: ONBOARDING_WIDGET_SCRIPT_LABEL, icon: <IconCode size={18} /> },
  integrations: { label: ONBOARDING_INTEGRATIONS_LABEL, icon: <IconPlugConnected size={18} /> },
  telephone: { label: ONBOARDING_TELEPHONE_LABEL, icon: <IconPhone size={18} /> },
};

/**
 * The results step (spec 002 §2.13): a left menu of what the agency shows (chat with the new
 * agent, talk to it, its website code) beside the chosen entry, and the ways on to the dashboard.
 */
export function FinalStep({
  region,
  workspaceUid,
  agentId,
  title,
  items,
  actions,
  onGoToDashboard,
}: {
  region: Region;
  /** The workspace whose phone numbers Connect to Telephone lists. */
  workspaceUid: string;
  agentId: string;
  title: string;
  items: OnboardingFinalItem[];
  actions: ReactNode;
  onGoToDashboard: () => void;
}) {
  const [active, setActive] = useState<OnboardingFinalItem>(items[0] ?? 'testText');
  const agent = useAgent(region, agentId);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ONBOARDING_FINAL_TITLE}
      </Title>
      <Text size="sm" c="dimmed">
        {title} is made from your website. Try it before you go on.
      </Text>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap={4} w={220} style={{ flexShrink: 0 }} component="nav" aria-label="Try your agent">
          {items.map((item) => (
            <NavLink
              key={item}
              component="button"
              label={ITEMS[item].label}
              leftSection={ITEMS[item].icon}
              active={item === active}
              aria-current={item === active ? 'page' : undefined}
              onClick={() => setActive(item)}
            />
          ))}
          <Button variant="light" mt="sm" onClick={onGoToDashboard}>
            {ONBOARDING_GO_LABEL}
          </Button>
        </Stack>
        <Card withBorder radius="md" padding="md" style={{ flex: 1, minWidth: 0 }}>
          {agent.isPending ? (
            <Loader size="sm" aria-label="Loading your agent" />
          ) : agent.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(agent.error)}
            </Alert>
          ) : (
            <AgentShellProvider key={agentId} response={agent.data} tab="overview">
              <FinalItem item={active} region={region} workspaceUid={workspaceUid} agentId={agentId} />
            </AgentShellProvider>
          )}
        </Card>
      </Group>
      <Group justify="flex-end" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

function FinalItem({
  item,
  region,
  workspaceUid,
  agentId,
}: {
  item: OnboardingFinalItem;
  region: Region;
  workspaceUid: string;
  agentId: string;
}) {
  const { server } = useAgentShell();
  if (item === 'widgetScript') return <EmbedCode region={region} agentId={agentId} />;
  if (item === 'integrations') return <IntegrationOptions region={region} agentId={agentId} />;
  if (item === 'telephone') return <TelephoneNumbers region={region} workspaceUid={workspaceUid} agentId={agentId} />;
  const voiceOff = item === 'tryVoice' && !server.voiceConfig.config.enableWebCalling;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {item === 'tryVoice'
          ? 'Press the call button in the chat and talk to your agent.'
          : 'Chat with your agent as your website visitors will.'}
      </Text>
      {voiceOff && (
        <Alert color="yellow" variant="light">
          Voice calls are turned off for this agent. Turn on web calls on its Voice tab to talk to it.
        </Alert>
      )}
      <iframe
        title={item === 'tryVoice' ? ONBOARDING_TRY_VOICE_LABEL : ONBOARDING_TEST_TEXT_LABEL}
        src={chatFramePath(region, agentId)}
        allow="microphone"
        style={{ display: 'block', width: '100%', height: 520, border: 0 }}
      />
    </Stack>
  );
}
