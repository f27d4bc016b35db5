import {
  DEFAULT_REGION,
  needsAgentOnboarding,
  type Region,
  type Workspace,
  ZOnboardingBody,
} from '@agent-platform/core';
import { Button, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { AuthLayout } from '../auth/auth-layout';
import { FormError } from '../auth/form-error';
import { refreshMe, useMe } from '../auth/use-me';
import { OnboardingWizard } from '../onboarding/onboarding-wizard';
import { saveSelectedWorkspace } from './selected-workspace';
import { useOnboarding } from './use-onboarding';
import { dashboardPath, regionFromQuery } from './workspace-paths';

const REGION_OPTIONS: { value: Region; label: string; description: string }[] = [
  { value: 'na', label: 'North America (na)', description: 'Your data is stored in North America.' },
  { value: 'eu', label: 'Europe (eu)', description: 'Your data is stored in Europe.' },
];

/**
 * `/onboarding?region=eu|na` (spec 001 §2): the data region for an account's first workspace, then
 * the onboarding wizard (spec 002 §2.13) while the owner has not finished or skipped it.
 */
export function OnboardingPage() {
  const [searchParams] = useSearchParams();
  const initialRegion = regionFromQuery(searchParams.get('region')) ?? DEFAULT_REGION;
  const form = useForm({
    mode: 'controlled',
    initialValues: { region: initialRegion },
    validate: zod4Resolver(ZOnboardingBody, { errorPriority: 'first' }),
  });
  const me = useMe();
  const onboarding = useOnboarding();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wizardFor = useRef<Workspace | undefined>(undefined);

  const finish = useMutation({
    mutationFn: async (chosen: Region) => {
      const workspace = await onboarding.mutateAsync({ region: chosen });
      saveSelectedWorkspace(workspace);
      // The shell reads the workspace list; it must include the new one before we get there.
      const signedIn = await refreshMe(queryClient);
      // A workspace that already existed may be past the wizard: then on to its dashboard.
      if (signedIn && !needsAgentOnboarding(workspace)) navigate(dashboardPath(signedIn), { replace: true });
    },
  });

  if (me.isPending) return <FullPageLoader />;
  if (me.data === null) return <Navigate to={`/login?region=${initialRegion}`} replace />;
  // Once shown, the wizard stays until it leaves: marking it done refreshes the account before the dashboard opens.
  const owed = me.data?.workspaces.find(needsAgentOnboarding) ?? wizardFor.current;
  wizardFor.current = owed;
  if (owed) return <OnboardingWizard key={owed.uid} workspace={owed} />;
  if (me.data && me.data.workspaces.length > 0 && !finish.isPending) {
    return <Navigate to={dashboardPath(me.data)} replace />;
  }

  return (
    <AuthLayout
      title="Set up your workspace"
      description="Choose where your workspace keeps its data: its agents, conversations and files."
    >
      <form noValidate onSubmit={form.onSubmit((body) => finish.mutate(body.region))}>
        <Stack gap="lg">
          <FormError error={finish.error ?? me.error} />
          <Radio.Group label="Data region" {...form.getInputProps('region')}>
            <Stack gap="sm" mt="xs">
              {REGION_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" fullWidth loading={finish.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
