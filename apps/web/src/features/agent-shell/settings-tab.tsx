import { isSettingsSectionId, setAgentField } from '@agent-platform/core';
import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { VfRuntimeSettings } from '../agents/vf-runtime-settings';
import { useAgentShell } from './agent-shell-context';
import { type AgentShellViewer, settingsSections } from './agent-shell-viewer';
import { SettingField } from './setting-field';
import { useSaveErrors } from './use-save-errors';

/**
 * Spec 002 §3.11: ten sections, chosen by `?tab=` (the first one shown when it names none of
 * them); edits change the unsaved agent until Publish. A client sees only the sections and
 * settings its organisation allows (spec 002 §6).
 */
export function SettingsTab({ viewer }: { viewer: AgentShellViewer }) {
  const { local, editLocal } = useAgentShell();
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const errorFor = useSaveErrors();
  const sections = settingsSections(viewer);
  const requested = params.get('tab');
  const section = sections.find((item) => isSettingsSectionId(requested) && item.id === requested) ?? sections[0];

  if (!section) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Settings
        </Title>
        <Text c="dimmed">No settings of this agent are available for your account.</Text>
      </Stack>
    );
  }
  const sectionId = section.id;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Settings
      </Title>
      <Tabs
        value={sectionId}
        onChange={(value) => {
          if (value) setParams({ tab: value });
        }}
        orientation={isPhone ? 'horizontal' : 'vertical'}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List aria-label="Settings sections" miw={isPhone ? undefined : 170} mb={isPhone ? 'md' : undefined}>
          {sections.map((item) => (
            <Tabs.Tab key={item.id} value={item.id} data-section-id={item.id}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={sectionId} pl={isPhone ? 0 : 'lg'} style={{ flex: 1, minWidth: 0 }}>
          <Card withBorder radius="md" padding="lg" maw={720} data-section-id={section.id}>
            <Stack gap="md">
              <div>
                <Title order={3} size="h4">
                  {section.label}
                </Title>
                <Text size="sm" c="dimmed">
                  {section.description}
                </Text>
              </div>
              {section.settings.map((setting) => (
                <SettingField
                  key={setting.id}
                  setting={setting}
                  agent={local}
                  error={errorFor(setting.field)}
                  onChange={(value) => editLocal((agent) => setAgentField(agent, setting.field, value))}
                />
              ))}
              {section.id === 'integrations' && local.agentPlatform === 'vf' && viewer.kind === 'workspaceUser' && (
                <VfRuntimeSettings errorFor={errorFor} />
              )}
            </Stack>
          </Card>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
