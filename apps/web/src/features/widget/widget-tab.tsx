import { setAgentField, WIDGET_TAB_GROUPS } from '@agent-platform/core';
import { DEFAULT_WIDGET_FONT } from '@agent-platform/core/widget/runtime';
import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ThemePaletteEditor } from '../../ui/theme-palette-editor';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { SettingField } from '../agent-shell/setting-field';
import { useSaveErrors } from '../agent-shell/use-save-errors';
import { EmbedCode } from './embed-code';
import { WidgetPreview } from './widget-preview';

/**
 * The Widget tab (`overview`): every widget setting, the live preview of the real chat, and the
 * embed code. Edits change the unsaved agent until Publish, as on the Settings tab.
 */
export function WidgetTab() {
  const { local, editLocal, region, agentId, workspaceUid } = useAgentShell();
  const errorFor = useSaveErrors();
  const edit = (field: string, value: unknown) => editLocal((agent) => setAgentField(agent, field, value));

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Widget
      </Title>
      {/* Side by side only when the main area itself is wide: the test panel and sidebar take their share. */}
      <SimpleGrid type="container" cols={{ base: 1, '880px': 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          {WIDGET_TAB_GROUPS.map((group) => (
            <Card key={group.id} withBorder radius="md" padding="lg" data-group-id={group.id}>
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4">
                    {group.label}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {group.description}
                  </Text>
                </div>
                {group.id === 'look' && (
                  <ThemePaletteEditor
                    value={local.customThemeJSONString}
                    ownerID={workspaceUid}
                    onChange={(json) => edit('customThemeJSONString', json)}
                  />
                )}
                {group.settings.map((setting) => (
                  <SettingField
                    key={setting.id}
                    setting={setting}
                    agent={local}
                    error={errorFor(setting.field)}
                    onChange={(value) => edit(setting.field, value)}
                  />
                ))}
              </Stack>
            </Card>
          ))}
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                Embed code
              </Title>
              <EmbedCode region={region} agentId={agentId} />
            </Stack>
          </Card>
        </Stack>
        <Box style={{ position: 'sticky', top: 16 }}>
          <WidgetPreview
            region={region}
            agentId={agentId}
            look={{
              title: local.title,
              customThemeJSONString: local.customThemeJSONString ?? '',
              fontFamily: local.fontFamily ?? DEFAULT_WIDGET_FONT,
            }}
          />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
