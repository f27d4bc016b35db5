import { setAgentField } from '@agent-platform/core';
import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import type { FieldDefinition } from '../agent-shell/setting-field';
import { SettingField } from '../agent-shell/setting-field';
import { useSaveErrors } from '../agent-shell/use-save-errors';

/** A Voice sub-tab made of agent fields, edited in the agent draft like the Settings tab's. */
export function VoiceFieldsCard({
  title,
  fields,
  children,
}: {
  title: string;
  fields: readonly FieldDefinition[];
  children?: ReactNode;
}) {
  const { local, editLocal } = useAgentShell();
  const errorFor = useSaveErrors();
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {fields.map((field) => (
          <SettingField
            key={field.id}
            setting={field}
            agent={local}
            error={errorFor(field.field)}
            onChange={(value) => editLocal((agent) => setAgentField(agent, field.field, value))}
          />
        ))}
        {children}
      </Stack>
    </Card>
  );
}
