import { memberCan } from '@agent-platform/core';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import { TestModeBadge } from '../billing/test-mode-badge';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useCompleteSandboxOnboarding } from './use-complete-sandbox-onboarding';

/** Where Auto Billing comes back to. */
export const AUTO_BILLING_PATH = '/agency?tab=auto-billing';

/**
 * `/agency/payments-onboarding`: Test mode's stand-in for the payment service's onboarding form.
 * Complete marks the agency's account onboarded, then the agency returns to Auto Billing.
 */
export function PaymentsOnboardingPage() {
  useDocumentTitle('Payment account onboarding');
  const { workspace } = useCurrentWorkspace();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const accountId = searchParams.get('account') ?? '';
  const complete = useCompleteSandboxOnboarding(workspace.region, workspace.uid);
  const allowed = memberCan(workspace.role, null, 'billing.manage');
  return (
    <Stack gap="lg" maw={560}>
      <Group gap="sm">
        <Title order={1}>Payment account onboarding</Title>
        <TestModeBadge />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm">
            In Test mode no details are asked for: complete the onboarding to let this payment account take your
            clients' payments.
          </Text>
          <Text size="sm" c="dimmed">
            Account {accountId || 'not given'}
          </Text>
          {complete.error ? (
            <Alert color="red" role="alert">
              {errorMessage(complete.error)}
            </Alert>
          ) : null}
          <Group>
            <Button
              disabled={!accountId || !allowed}
              loading={complete.isPending}
              onClick={() => complete.mutate(accountId, { onSuccess: () => navigate(AUTO_BILLING_PATH) })}
            >
              Complete
            </Button>
            <Button variant="default" onClick={() => navigate(AUTO_BILLING_PATH)}>
              Back to Auto Billing
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
