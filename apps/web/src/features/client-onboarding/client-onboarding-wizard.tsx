import {
  type AgentFromWebsite,
  type ClientOnboardingState,
  type CompanyInfo,
  clientOnboardingSteps,
  ONBOARDING_COMPANY_TITLE,
  ONBOARDING_CONTINUE_LABEL,
  ONBOARDING_SKIP_LABEL,
  type OnboardingCompany,
  type OnboardingGoal,
  onboardingCompanyFormSchema,
  onboardingFinalItems,
} from '@agent-platform/core';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { CompanyInfoStep } from '../agent-wizard/company-info-step';
import { SettingUpScreen } from '../client-auth/setting-up-screen';
import { AgentStep } from './agent-step';
import { FinalStep } from './final-step';
import { GoalsStep } from './goals-step';
import { useCompleteClientOnboarding } from './use-complete-client-onboarding';
import { WelcomeStep } from './welcome-step';

export interface OnboardingFinish {
  goals?: OnboardingGoal[];
  company?: OnboardingCompany;
  agentId: string | null;
}

/**
 * The client onboarding wizard (spec 002 §2.13, §4.8): welcome, goals, company, agent creation and
 * the results, each only when the agency turns it on. Finishing or skipping marks onboarding done
 * and hands over to `onDone` with the new agent, if one was made.
 */
export function ClientOnboardingWizard({
  state,
  onDone,
}: {
  state: ClientOnboardingState;
  onDone: (agentId: string | null) => void;
}) {
  const { flags } = state;
  const steps = clientOnboardingSteps(flags);
  const [index, setIndex] = useState(0);
  const [goals, setGoals] = useState<OnboardingGoal[]>(state.goals);
  const [draft, setDraft] = useState<CompanyInfo>({
    companyName: state.company?.name ?? '',
    website: state.company?.website ?? '',
    description: state.company?.description ?? '',
  });
  // The company as the client confirmed it (Next on the company form, or the agent made from it).
  const [company, setCompany] = useState<OnboardingCompany | null>(null);
  const [created, setCreated] = useState<AgentFromWebsite | null>(null);
  const complete = useCompleteClientOnboarding();
  const step = steps[index];
  const companyRules = onboardingCompanyFormSchema(flags);

  const finish = (agent: AgentFromWebsite | null = created, confirmed = company) => {
    complete.mutate(
      { ...(flags.showGoalsStep ? { goals } : {}), ...(confirmed ? { company: confirmed } : {}) },
      { onSuccess: () => onDone(agent?.agentCreated.ID ?? null) },
    );
  };
  const next = (agent = created, confirmed = company) => {
    const following = steps[index + 1];
    if (following === undefined || (following === 'final' && !agent)) finish(agent, confirmed);
    else setIndex(index + 1);
  };

  if (complete.isPending || complete.isSuccess) return <SettingUpScreen />;

  const backButton =
    index > 0 ? (
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => setIndex(index - 1)}>
        Back
      </Button>
    ) : (
      <span />
    );
  const skipButton = (
    <Button variant="default" onClick={() => finish()}>
      {ONBOARDING_SKIP_LABEL}
    </Button>
  );
  const nextButtons = (
    <Group justify="space-between">
      {backButton}
      <Group gap="sm">
        {skipButton}
        <Button onClick={() => next()}>Next</Button>
      </Group>
    </Group>
  );

  return (
    <Container size={step === 'final' ? 'lg' : 'sm'} py="xl">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Step {index + 1} of {steps.length}
          </Text>
          {complete.isError && (
            <Alert color="red" variant="light">
              {errorMessage(complete.error)}
            </Alert>
          )}
          {step === 'welcome' && (
            <>
              <WelcomeStep agencyName={state.agencyName} />
              {nextButtons}
            </>
          )}
          {step === 'goals' && (
            <>
              <GoalsStep goals={goals} onChange={setGoals} />
              {nextButtons}
            </>
          )}
          {step === 'company' && (
            <Stack gap="md">
              <Title order={2} size="h3">
                {ONBOARDING_COMPANY_TITLE}
              </Title>
              <CompanyInfoStep
                schema={companyRules}
                required={{
                  companyName: flags.requireCompanyName,
                  website: flags.requireCompanyWebsite,
                  description: flags.requireCompanyDescription,
                }}
                intro="Your agent learns about your business from this."
                values={draft}
                onChange={setDraft}
                backButton={backButton}
                extraAction={skipButton}
                onNext={(valid) => {
                  const confirmed = { name: valid.companyName, website: valid.website, description: valid.description };
                  setCompany(confirmed);
                  next(created, confirmed);
                }}
              />
            </Stack>
          )}
          {step === 'agent' && (
            <AgentStep
              workspace={{ region: state.region, uid: state.workspaceUid }}
              draft={draft}
              onDraftChange={setDraft}
              backButton={backButton}
              skipButton={skipButton}
              onCreated={(agent) => {
                const confirmed = company ?? {
                  name: draft.companyName.trim(),
                  website: draft.website.trim(),
                  description: draft.description.trim(),
                };
                setCreated(agent);
                setCompany(confirmed);
                next(agent, confirmed);
              }}
            />
          )}
          {step === 'final' && created && (
            <FinalStep
              region={state.region}
              workspaceUid={state.workspaceUid}
              agentId={created.agentCreated.ID}
              title={created.title}
              items={onboardingFinalItems(flags)}
              onGoToDashboard={() => finish()}
              actions={
                <>
                  {skipButton}
                  <Button onClick={() => finish()}>{ONBOARDING_CONTINUE_LABEL}</Button>
                </>
              }
            />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
