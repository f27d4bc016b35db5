import { ONBOARDING_GOALS, ONBOARDING_GOALS_TITLE, type OnboardingGoal } from '@agent-platform/core';
import { Checkbox, Stack, Title } from '@mantine/core';

/** The Goals step: what the client wants its agent for, any number of them. */
export function GoalsStep({
  goals,
  onChange,
}: {
  goals: OnboardingGoal[];
  onChange: (goals: OnboardingGoal[]) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="onboarding-goals-title">
        {ONBOARDING_GOALS_TITLE}
      </Title>
      <Checkbox.Group value={goals} onChange={(value) => onChange(value as OnboardingGoal[])}>
        <Stack gap="xs" role="group" aria-labelledby="onboarding-goals-title">
          {Object.entries(ONBOARDING_GOALS).map(([key, label]) => (
            <Checkbox key={key} value={key} label={label} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
