import type { ConnectionTest } from '@agent-platform/core';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** What "Test connection" found: the provider's models, or why it could not be reached. */
export function ConnectionResult({ result }: { result: ConnectionTest }) {
  if (!result.ok) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Connection failed" role="alert">
        {result.error}
      </Alert>
    );
  }
  const models = result.models ?? [];
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Connected" role="status">
      {models.length === 0 ? (
        <Text size="sm">The server answered. It does not list its models, so type the model name in your agent.</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {models.length === 1 ? '1 model available:' : `${models.length} models available:`}
          </Text>
          <Group gap={6} aria-label="Models">
            {models.map((model) => (
              <Badge key={model.id} variant="default" tt="none" radius="sm">
                {model.id}
              </Badge>
            ))}
          </Group>
        </>
      )}
    </Alert>
  );
}
