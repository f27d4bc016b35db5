import {
  AGENCY_PLANS_MAX,
  type AgencyBilling,
  type AgencyBillingSettingsBody,
  type AgencyPlan,
  CURRENCIES,
  currencySymbol,
  type Region,
  ZAgencyBillingSettingsBody,
} from '@agent-platform/core';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { TestModeBadge } from '../billing/test-mode-badge';
import { PlanEditorModal } from './plan-editor-modal';
import { useAgencyBilling } from './use-agency-billing';
import { useConnectPaymentAccount } from './use-connect-payment-account';
import { useDeleteAgencyPlan } from './use-delete-agency-plan';
import { useOnboardingLink } from './use-onboarding-link';
import { useSaveAgencyBillingSettings } from './use-save-agency-billing-settings';

type Props = { region: Region; workspaceUid: string };

/**
 * The Auto Billing tab of the agency settings (spec 002 §2.7): the agency's payment account, what
 * it charges its clients per credit and in which currency, the platform's fee, and up to 5 plans.
 */
export function AutoBillingPanel({ region, workspaceUid }: Props) {
  const billing = useAgencyBilling(region, workspaceUid);
  if (billing.isPending) return <Loader aria-label="Loading Auto Billing" />;
  if (billing.isError) return <Alert color="red">{errorMessage(billing.error)}</Alert>;
  const state = billing.data;
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="sm">
        <Title order={2} size="h3">
          Auto Billing
        </Title>
        {state.mode === 'sandbox' ? <TestModeBadge /> : null}
      </Group>
      <PaymentAccountCard region={region} workspaceUid={workspaceUid} state={state} />
      <CreditPriceForm region={region} workspaceUid={workspaceUid} state={state} />
      <PlansSection region={region} workspaceUid={workspaceUid} state={state} />
    </Stack>
  );
}

function PaymentAccountCard({ region, workspaceUid, state }: Props & { state: AgencyBilling }) {
  const connect = useConnectPaymentAccount(region, workspaceUid);
  const link = useOnboardingLink(region, workspaceUid);
  const goToOnboarding = () => link.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const account = state.account;
  const problem = connect.error ?? link.error;
  return (
    <Paper withBorder p="md" component="section" aria-label="Payment account">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Payment account
          </Title>
          {account ? (
            <Badge color={account.status === 'connected' ? 'green' : 'yellow'} variant="light">
              {account.status === 'connected' ? 'Connected' : 'Pending onboarding'}
            </Badge>
          ) : null}
        </Group>
        {account === null ? (
          <>
            <Text size="sm" c="dimmed">
              Connect a payment account to bill your clients: their payments go straight to it.
            </Text>
            <Group>
              <Button
                loading={connect.isPending || link.isPending}
                onClick={() => connect.mutate(undefined, { onSuccess: goToOnboarding })}
              >
                Connect payment account
              </Button>
            </Group>
          </>
        ) : account.status === 'pending' ? (
          <>
            <Text size="sm" c="dimmed">
              Your payment account needs a few more details before it can take your clients' payments.
            </Text>
            <Group>
              <Button variant="light" loading={link.isPending} onClick={goToOnboarding}>
                Continue onboarding
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">Your clients' payments go to your payment account.</Text>
        )}
        <Text size="sm" aria-label="Transaction fee">
          Transaction fee: {state.transactionFeePercent}% of each client payment
          {state.hasWhitelabel ? ' (whitelabel rate)' : ''}.
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {errorMessage(problem)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function CreditPriceForm({ region, workspaceUid, state }: Props & { state: AgencyBilling }) {
  const save = useSaveAgencyBillingSettings(region, workspaceUid);
  const form = useForm<AgencyBillingSettingsBody>({
    initialValues: { usdPerCredit: state.usdPerCredit, currency: state.currency },
    validate: zod4Resolver(ZAgencyBillingSettingsBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: () => form.resetDirty(values) }));
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Credit price">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Credit price
          </Title>
          <Group align="flex-start" grow>
            <NumberInput
              label="Price per credit (USD)"
              description="What your clients pay for each extra credit."
              min={0}
              decimalScale={6}
              step={0.0005}
              {...form.getInputProps('usdPerCredit')}
            />
            <Select
              label="Currency"
              description="The currency your clients are billed in."
              data={[...CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </Group>
          {save.error ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          {save.isSuccess && !form.isDirty() ? (
            <Text size="sm" c="green">
              Saved
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PlansSection({ region, workspaceUid, state }: Props & { state: AgencyBilling }) {
  const [editing, setEditing] = useState<AgencyPlan | 'new' | null>(null);
  const remove = useDeleteAgencyPlan(region, workspaceUid);
  const full = state.plans.length >= AGENCY_PLANS_MAX;
  return (
    <Stack gap="sm" component="section" aria-label="Plans">
      <Group justify="space-between">
        <div>
          <Title order={3} size="h5">
            Plans
          </Title>
          <Text size="sm" c="dimmed">
            Up to {AGENCY_PLANS_MAX} monthly plans your clients can subscribe to.
          </Text>
        </div>
        <Button onClick={() => setEditing('new')} disabled={!state.account || full}>
          Add plan
        </Button>
      </Group>
      {!state.account ? (
        <Text size="sm" c="dimmed">
          Connect a payment account to add plans.
        </Text>
      ) : null}
      {remove.error ? (
        <Alert color="red" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {state.plans.map((plan) => (
          <Card key={plan.id} withBorder padding="md" component="article" aria-label={plan.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{plan.name}</Text>
                {plan.isPopular ? (
                  <Badge color="violet" variant="light">
                    Most Popular
                  </Badge>
                ) : null}
              </Group>
              <Text size="lg" fw={600}>
                {currencySymbol(plan.currency)}
                {plan.price.toFixed(2)} / month
              </Text>
              <Text size="sm">{plan.credits.toLocaleString('en-US')} credits included</Text>
              {plan.features.length > 0 ? (
                <List size="sm" spacing={2}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              ) : null}
              <Group gap="xs" mt="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(plan)}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === plan.id}
                  onClick={() => remove.mutate(plan.id)}
                >
                  Delete
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing ? (
        <PlanEditorModal
          region={region}
          workspaceUid={workspaceUid}
          plan={editing === 'new' ? null : editing}
          currency={state.currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
