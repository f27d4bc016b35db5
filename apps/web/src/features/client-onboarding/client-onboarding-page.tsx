import { afterOnboardingPath, ONBOARDING_PROPAGATION_WAIT_MS } from '@agent-platform/core';
import { Alert, Anchor, Center, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { SettingUpScreen } from '../client-auth/setting-up-screen';
import { ClientOnboardingWizard } from './client-onboarding-wizard';
import { useClientOnboarding } from './use-client-onboarding';

/**
 * `/app/:region/client/onboarding`: a signed-in client's onboarding, under the 'Setting up your
 * account...' interstitial while it loads. Once done it waits for the new agent to reach every
 * server (spec 002 §4.8, 2 s), then opens the agent, or leaves the choice to the post-login routing.
 */
export function ClientOnboardingPage() {
  const onboarding = useClientOnboarding();
  const navigate = useNavigate();
  const [doneWith, setDoneWith] = useState<{ agentId: string | null } | null>(null);

  useEffect(() => {
    if (!doneWith || !onboarding.data) return;
    const region = onboarding.data.region;
    const timer = setTimeout(
      () => navigate(afterOnboardingPath(region, doneWith.agentId), { replace: true }),
      ONBOARDING_PROPAGATION_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [doneWith, onboarding.data, navigate]);

  if (doneWith || onboarding.isPending) return <SettingUpScreen />;
  if (onboarding.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center">
          <Alert color="red" variant="light" maw={480}>
            {errorMessage(onboarding.error)}
          </Alert>
          <Anchor href="/">Sign in</Anchor>
        </Stack>
      </Center>
    );
  }
  // Onboarding is once: a client who finished it goes where signing in leads.
  if (onboarding.data.onboardingCompleted) return <Navigate to="/" replace />;
  return <ClientOnboardingWizard state={onboarding.data} onDone={(agentId) => setDoneWith({ agentId })} />;
}
