import { TEMPLATE_TABS, type TemplateKey, type TemplateTab, templatesInTab } from '@agent-platform/core';
import { ScrollArea, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { TemplateCard } from './template-card';

/** Spec 000 §2 and §4: template tabs in one scrolling row, and the template cards of the open tab. */
export function TemplatePicker({ value, onChange }: { value: TemplateKey; onChange: (key: TemplateKey) => void }) {
  const [tab, setTab] = useState<TemplateTab>('All Templates');
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="template-picker-label">
        Start from a template
      </Text>
      <Tabs
        value={tab}
        onChange={(next) => setTab(TEMPLATE_TABS.find((name) => name === next) ?? 'All Templates')}
        variant="pills"
        radius="xl"
      >
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs.List aria-labelledby="template-picker-label" style={{ flexWrap: 'nowrap' }}>
            {TEMPLATE_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} style={{ flexShrink: 0 }}>
                {name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {TEMPLATE_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {templatesInTab(name).map((template) => (
                <TemplateCard
                  key={template.key}
                  template={template}
                  selected={template.key === value}
                  onSelect={() => onChange(template.key)}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
