import {
  AGENT_TITLE_MAX_LENGTH,
  type AgentCap,
  type AgentPlatform,
  agentLimitMessage,
  agentLimitReached,
  type CreateAgentBody,
  DEFAULT_TEMPLATE_KEY,
  type Region,
  type TemplateKey,
  ZCreateAgentBody,
} from '@agent-platform/core';
import { Alert, Button, Stack, TextInput, useComputedColorScheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type KeyboardEvent, useState } from 'react';
import { config } from '../../app/config';
import { firstError } from '../../lib/forms';
import { AgentWizardCard } from './agent-wizard-card';
import { createErrorNotice } from './create-error-notice';
import type { NewAgentTarget } from './new-agent-target';
import { PlatformChoice } from './platform-choice';
import { TemplatePicker } from './template-picker';
import { useAgents } from './use-agents';
import { useCreateAgent } from './use-create-agent';

// Spec 000 §8: notices last 2-5 s.
const ERROR_NOTICE_MS = 5000;
const SUCCESS_NOTICE_MS = 2000;

// Spec 000 §4: picking a template sets enableNodes, and every template is created with nodes on.
const TEMPLATE_ENABLES_NODES = true;

type NewAgentValues = { agentName: string; agentTemplate: TemplateKey; agentPlatform: AgentPlatform };

/**
 * The New Agent drawer's contents (spec 000 §2), creating in `target`'s workspace. `onCreated` gets
 * the path the new agent opens at; `onOpenWizard` swaps the drawer to the Agent Wizard.
 */
export function NewAgentForm({
  target,
  onCreated,
  onOpenWizard,
}: {
  target: NewAgentTarget;
  onCreated: (path: string) => void;
  onOpenWizard: () => void;
}) {
  const colorScheme = useComputedColorScheme('light');
  const createAgent = useCreateAgent(target.region, target.workspaceUid);
  // Spec 000 §6: only the product's own host offers the platform choice.
  const offersPlatformChoice =
    config.platformChoiceHost !== undefined && window.location.hostname === config.platformChoiceHost;
  const bodyOf = (values: NewAgentValues) => {
    const chosenPlatform = offersPlatformChoice ? values.agentPlatform : 'vg';
    return {
      agentName: values.agentName,
      // On the platform-choice host templates belong to the own platform only.
      agentTemplate: chosenPlatform === 'vg' ? values.agentTemplate : DEFAULT_TEMPLATE_KEY,
      agentPlatform: chosenPlatform,
      colorScheme,
    };
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: { agentName: '', agentTemplate: DEFAULT_TEMPLATE_KEY, agentPlatform: 'vg' } as NewAgentValues,
    validate: (values) => zod4Resolver(ZCreateAgentBody, { errorPriority: 'first' })(bodyOf(values)),
    transformValues: (values) => ZCreateAgentBody.parse(bodyOf(values)),
  });
  const { agentName, agentPlatform } = form.values;
  const [redirecting, setRedirecting] = useState(false);
  const platform = offersPlatformChoice ? agentPlatform : 'vg';
  const busy = createAgent.isPending || redirecting;
  const hasName = agentName.trim() !== '';

  const create = async (body: CreateAgentBody) => {
    if (busy) return;
    // Awaited rather than passed as callbacks, so the notice and the redirect happen even if the drawer was closed.
    let created: { ID: string };
    try {
      created = await createAgent.mutateAsync(body);
    } catch (error) {
      notifications.show({ color: 'red', message: createErrorNotice(error), autoClose: ERROR_NOTICE_MS });
      return;
    }
    setRedirecting(true);
    // The page the agent opens on looks it up in this list: a client's would not know it yet.
    await target.refreshAgents?.();
    notifications.show({
      color: 'green',
      message: 'Agent created successfully, redirecting...',
      autoClose: SUCCESS_NOTICE_MS,
    });
    onCreated(target.openingPath(created.ID, { via: 'template', platform, enableNodes: TEMPLATE_ENABLES_NODES }));
  };

  const onSubmit = form.onSubmit(
    (body) => void create(body),
    // The name is the one input that can be wrong; its message is a notice, as the spec shows it.
    (errors) => {
      if (busy) return;
      notifications.show({
        color: 'red',
        message: firstError({ values: form.values, errors }),
        autoClose: ERROR_NOTICE_MS,
      });
    },
  );

  // A form whose submit button is disabled ignores Enter; a missing name should still get its notice.
  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !hasName) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {target.maxAgents !== undefined && (
          <AgentLimitNotice region={target.region} workspaceUid={target.workspaceUid} maxAgents={target.maxAgents} />
        )}
        <TextInput
          label="Agent Name"
          placeholder="My agent"
          required
          data-autofocus
          maxLength={AGENT_TITLE_MAX_LENGTH}
          {...form.getInputProps('agentName', { withError: false })}
          onKeyDown={onNameKeyDown}
        />
        <AgentWizardCard onOpen={onOpenWizard} />
        {offersPlatformChoice && (
          <PlatformChoice value={agentPlatform} onChange={(value) => form.setFieldValue('agentPlatform', value)} />
        )}
        {platform === 'vg' && (
          <TemplatePicker
            value={form.values.agentTemplate}
            onChange={(value) => form.setFieldValue('agentTemplate', value)}
          />
        )}
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          Third-party integrations are under Settings &gt; Integrations once the agent is created.
        </Alert>
        <Button type="submit" disabled={!hasName} loading={busy} size="md">
          Create
        </Button>
      </Stack>
    </form>
  );
}

/** Said as the drawer opens rather than after the form is filled in; the server still decides. */
function AgentLimitNotice({
  region,
  workspaceUid,
  maxAgents,
}: {
  region: Region;
  workspaceUid: string;
  maxAgents: AgentCap;
}) {
  const agents = useAgents(region, workspaceUid);
  if (agents.data === undefined || !agentLimitReached(agents.data.length, maxAgents)) return null;
  return (
    <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />} role="status">
      {agentLimitMessage(maxAgents)}
    </Alert>
  );
}
