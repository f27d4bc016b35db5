import { ONBOARDING_WELCOME_TITLE } from '@agent-platform/core';
import { Stack, Text, Title } from '@mantine/core';

/** The first step: the agency greets its new client by its own name. */
export function WelcomeStep({ agencyName }: { agencyName: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {ONBOARDING_WELCOME_TITLE(agencyName)}
      </Title>
      <Text>
        In a few steps your AI agent will be ready to chat with your customers: tell us what you need and about your
        company, and we build the agent from your website.
      </Text>
    </Stack>
  );
}
