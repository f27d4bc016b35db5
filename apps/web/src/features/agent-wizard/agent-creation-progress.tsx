import {
  ONBOARDING_AGENT_CREATION_TEXT,
  ONBOARDING_AGENT_RETRY_AFTER_MS,
  ONBOARDING_TRY_AGAIN_LABEL,
} from '@agent-platform/core';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * While the agent is being made (spec 002 §4.8): it may take up to a minute, so the seconds
 * so far are shown, and after 30 seconds Try Again sends the creation once more.
 */
export function AgentCreationProgress({ onTryAgain }: { onTryAgain: () => void }) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsedSeconds = Math.max(0, Math.floor((now - startedAt) / 1000));

  return (
    <Stack gap="md" align="flex-start" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{ONBOARDING_AGENT_CREATION_TEXT}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {elapsedSeconds} {elapsedSeconds === 1 ? 'second' : 'seconds'}
      </Text>
      {now - startedAt >= ONBOARDING_AGENT_RETRY_AFTER_MS && (
        <Button
          variant="default"
          onClick={() => {
            const restart = Date.now();
            setStartedAt(restart);
            setNow(restart);
            onTryAgain();
          }}
        >
          {ONBOARDING_TRY_AGAIN_LABEL}
        </Button>
      )}
    </Stack>
  );
}
