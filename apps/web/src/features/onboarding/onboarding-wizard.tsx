import {
  type AgentFromWebsite,
  afterOnboardingPath,
  type CompanyInfo,
  ONBOARDING_BACK_TO_BRANDING_LABEL,
  ONBOARDING_COMPANY_TITLE,
  ONBOARDING_CONTINUE_LABEL,
  ONBOARDING_PROPAGATION_WAIT_MS,
  ONBOARDING_SKIP_LABEL,
  OWNER_ONBOARDING_FINAL_ITEMS,
  OWNER_ONBOARDING_STEPS,
  type OwnerOnboardingStep,
  onboardingStorageKey,
  type Workspace,
  ZCompanyInfo,
} from '@agent-platform/core';
import { Alert, Button, Card, Container, Group, Stack, Stepper, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { BrandingStep } from '../agent-wizard/branding-step';
import { CompanyInfoStep } from '../agent-wizard/company-info-step';
import { refreshMe } from '../auth/use-me';
import { SettingUpScreen } from '../client-auth/setting-up-screen';
import { FinalStep } from '../client-onboarding/final-step';
import { UnlockCustomBranding } from './unlock-custom-branding';
import { useCompleteAgentOnboarding } from './use-complete-agent-onboarding';

/** What the wizard keeps in the browser, so that a reload resumes where the owner was. */
interface WizardState {
  step: OwnerOnboardingStep;
  draft: CompanyInfo;
  created: AgentFromWebsite | null;
}

const EMPTY: WizardState = { step: 'company', draft: { companyName: '', website: '', description: '' }, created: null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The workspace owner's onboarding wizard (spec 002 §2.13, §4.8): the company form, the website's
 * branding (read, confirmed, then the agent made), and the results. Finishing or skipping marks
 * the workspace onboarded, clears the wizard's stored state, waits 2 s and opens the dashboard.
 */
export function OnboardingWizard({ workspace }: { workspace: Workspace }) {
  const { region, uid } = workspace;
  const storageKey = onboardingStorageKey(uid);
  const [state, setState, clearState] = useLocalStorage<WizardState>({
    key: storageKey,
    defaultValue: EMPTY,
    getInitialValueInEffect: false,
  });
  const update = (changes: Partial<WizardState>) => setState((current) => ({ ...current, ...changes }));
  const company = ZCompanyInfo.safeParse(state.draft);
  // A missing prerequisite sends the wizard back a step, as the Agent Wizard does (spec 000 §4).
  const step: OwnerOnboardingStep =
    state.step === 'final' && !state.created
      ? 'branding'
      : state.step === 'branding' && !company.success
        ? 'company'
        : state.step;

  const complete = useCompleteAgentOnboarding(region, uid);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useMutation({
    mutationFn: async (agentId: string | null) => {
      await complete.mutateAsync();
      clearState();
      window.localStorage.removeItem(storageKey);
      // Spec 002 §4.8: a moment for the new agent and the workspace's change to reach every reader.
      await wait(ONBOARDING_PROPAGATION_WAIT_MS);
      navigate(agentId ? afterOnboardingPath(region, agentId) : `/app/${region}/agents`, { replace: true });
      await refreshMe(queryClient);
    },
  });

  if (finish.isPending || finish.isSuccess) return <SettingUpScreen />;

  const skipButton = (
    <Button variant="default" onClick={() => finish.mutate(state.created?.agentCreated.ID ?? null)}>
      {ONBOARDING_SKIP_LABEL}
    </Button>
  );
  const backTo = (target: OwnerOnboardingStep, label = 'Back') => (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => update({ step: target })}>
      {label}
    </Button>
  );

  return (
    <Container size={step === 'final' ? 'lg' : 'sm'} py="xl">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="lg">
          <Stepper active={OWNER_ONBOARDING_STEPS.indexOf(step)} size="sm" aria-label="Onboarding progress">
            <Stepper.Step label="Your company" />
            <Stepper.Step label="Branding" />
            <Stepper.Step label="Your agent" />
          </Stepper>
          {finish.isError && (
            <Alert color="red" variant="light">
              {errorMessage(finish.error)}
            </Alert>
          )}
          {step === 'company' && (
            <Stack gap="md">
              <Title order={2} size="h3">
                {ONBOARDING_COMPANY_TITLE}
              </Title>
              <CompanyInfoStep
                values={state.draft}
                onChange={(draft) => update({ draft })}
                onNext={() => update({ step: 'branding' })}
                // Nothing comes before the form once the workspace exists; Back is there, as the spec draws it, but off.
                backButton={
                  <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} disabled>
                    Back
                  </Button>
                }
                extraAction={skipButton}
              />
            </Stack>
          )}
          {step === 'branding' && company.success && (
            <Stack gap="md">
              <Title order={2} size="h3">
                Confirm your branding
              </Title>
              <BrandingStep
                workspace={{ region, uid }}
                company={company.data}
                backButton={backTo('company')}
                onBackToCompanyInfo={() => update({ step: 'company' })}
                onCreated={(created) => update({ created, step: 'final' })}
              />
            </Stack>
          )}
          {step === 'final' && state.created && (
            <FinalStep
              region={region}
              workspaceUid={uid}
              agentId={state.created.agentCreated.ID}
              title={state.created.title}
              items={[...OWNER_ONBOARDING_FINAL_ITEMS]}
              onGoToDashboard={() => finish.mutate(state.created?.agentCreated.ID ?? null)}
              actions={
                <Group justify="space-between" w="100%">
                  <Group gap="sm">
                    {backTo('branding', ONBOARDING_BACK_TO_BRANDING_LABEL)}
                    <UnlockCustomBranding region={region} workspaceUid={uid} />
                  </Group>
                  <Group gap="sm">
                    {skipButton}
                    <Button onClick={() => finish.mutate(state.created?.agentCreated.ID ?? null)}>
                      {ONBOARDING_CONTINUE_LABEL}
                    </Button>
                  </Group>
                </Group>
              }
            />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
