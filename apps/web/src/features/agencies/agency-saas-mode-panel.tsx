import {
  type Agency,
  type AgencyClientSettings,
  DASHBOARD_TAB_KEYS,
  DASHBOARD_TAB_LABELS,
  type Region,
  ZAgencyClientSettings,
  ZClientOnboarding,
} from '@agent-platform/core';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { usePaymentAccountConnected } from '../agency-billing/use-payment-account-connected';
import { AgencyPanel, SaveProblem } from './agency-panel';
import { useAgencyForm } from './use-agency-form';

// Every field is in the form, so none is left to a default.
const ZSaasValues = ZAgencyClientSettings.extend({ clientOnboarding: ZClientOnboarding.required() }).required();
type SaasValues = AgencyClientSettings;
type OnboardingFlag = keyof SaasValues['clientOnboarding'];

const STEPS: [OnboardingFlag, string][] = [
  ['showWelcomeStep', 'Show the welcome step'],
  ['showGoalsStep', 'Show the goals step'],
  ['showCompanyInfoStep', 'Show the company info step'],
  ['showAgentCreationStep', 'Show the agent creation step'],
  ['requireCompanyName', 'Require the company name'],
  ['requireCompanyWebsite', 'Require the company website'],
  ['requireCompanyDescription', 'Require the company description'],
];
const SUCCESS_PAGE: [OnboardingFlag, string][] = [
  ['showTestTextAgent', 'Show the text agent to try'],
  ['showTryVoice', 'Show Try Voice'],
  ['showWidgetScript', 'Show the widget script'],
];

const valuesOf = (agency: Agency): SaasValues => agency.settings;

/**
 * The SAAS Mode tab of the agency settings (spec 001 §2-§3): whether clients register themselves,
 * their onboarding and its success page, and what a new client gets. Signup off dims and disables
 * the three sections it governs.
 */
export function AgencySaasModePanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  return (
    <AgencyPanel region={region} workspaceUid={workspaceUid} title="SAAS Mode">
      {(agency) => <SaasModeForm region={region} workspaceUid={workspaceUid} agency={agency} />}
    </AgencyPanel>
  );
}

function SaasModeForm({ region, workspaceUid, agency }: { region: Region; workspaceUid: string; agency: Agency }) {
  const billingSelectable = usePaymentAccountConnected(region, workspaceUid);
  const { form, submit, saving } = useAgencyForm<SaasValues>({
    region,
    workspaceUid,
    agency,
    valuesOf,
    schema: ZSaasValues,
    toBody: (edited) => ({ settings: edited }),
  });
  const signupOn = form.values.enableClientSignup;
  const flag = (name: OnboardingFlag, label: string) => (
    <Switch key={name} label={label} {...form.getInputProps(`clientOnboarding.${name}`, { type: 'checkbox' })} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="SAAS Mode">
      <Stack gap="lg" maw={720}>
        <Section title="Client Registration">
          <Switch
            label="Let clients sign up themselves"
            description="New clients register on your domain's sign-up page."
            {...form.getInputProps('enableClientSignup', { type: 'checkbox' })}
          />
          <Switch
            label="Turn off password login"
            description="Clients sign in with a one-time code sent to their email instead."
            {...form.getInputProps('disablePasswordLogin', { type: 'checkbox' })}
          />
        </Section>
        <Section title="Client Onboarding Configuration" disabled={!signupOn}>
          {STEPS.map(([name, label]) => flag(name, label))}
        </Section>
        <Section title="Client Onboarding Success Page Options" disabled={!signupOn}>
          {SUCCESS_PAGE.map(([name, label]) => flag(name, label))}
        </Section>
        <Section title="Default Client Settings" disabled={!signupOn}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="saas-layout-label">
              Dashboard layout
            </Text>
            <SegmentedControl
              aria-labelledby="saas-layout-label"
              w="fit-content"
              data={[
                { value: 'vertical', label: 'Vertical' },
                { value: 'horizontal', label: 'Horizontal' },
              ]}
              disabled={!signupOn}
              {...form.getInputProps('defaultDashboardLayout')}
            />
          </Stack>
          <Checkbox.Group label="Pages new clients can open" {...form.getInputProps('defaultClientAccess')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
              {DASHBOARD_TAB_KEYS.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={DASHBOARD_TAB_LABELS[key]}
                  disabled={key === '/billing' && !billingSelectable}
                  description={
                    key === '/billing' && !billingSelectable ? 'Needs a connected payment account.' : undefined
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label="New clients can create agents"
            {...form.getInputProps('defaultAllowCreateAgents', { type: 'checkbox' })}
          />
          <Switch
            label="New clients can delegate chats"
            {...form.getInputProps('defaultCanDelegateChats', { type: 'checkbox' })}
          />
          <Switch
            label="Hide advanced settings from new clients"
            {...form.getInputProps('defaultHideAdvancedSettings', { type: 'checkbox' })}
          />
        </Section>
        <SaveProblem form={form} />
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One titled section; a disabled one is dimmed and none of its inputs can be changed. */
function Section({ title, disabled = false, children }: { title: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <Title order={3} size="h5">
          {title}
        </Title>
      }
      disabled={disabled}
      aria-label={title}
      style={{ opacity: disabled ? 0.5 : 1 }}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
