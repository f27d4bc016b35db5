import {
  type Agency,
  CLIENT_FALLBACK_ACCESS,
  type Client,
  type ClientCreateBody,
  type DashboardTabKey,
  isDashboardTabKey,
  type OrgWithClients,
  type Region,
  ZClientCreateBody,
} from '@agent-platform/core';
import {
  ActionIcon,
  Button,
  CopyButton,
  Divider,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { SaveProblem } from '../agencies/agency-panel';
import { usePaymentAccountConnected } from '../agency-billing/use-payment-account-connected';
import { useAgents } from '../agents/use-agents';
import { ClientLoginLink } from './client-login-link';
import { CustomTabAccessField } from './custom-tab-access-field';
import { PreferredLanguageSelect } from './preferred-language-select';
import { TabAccessField } from './tab-access-field';
import { useCreateClient } from './use-create-client';
import { useRegenerateClientPassword } from './use-regenerate-client-password';
import { useUpdateClient } from './use-update-client';

type ClientValues = Required<ClientCreateBody>;

const NOTIFY_THROUGH = [
  { value: 'all', label: 'Email and push' },
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push' },
  { value: 'none', label: 'None' },
];
const NOTIFY_IF = [
  { value: 'all', label: 'Every conversation' },
  { value: 'requestsOnly', label: 'Handoff requests only' },
  { value: 'none', label: 'Never' },
];

/** What the drawer starts with: the client's fields, or for a new one what the server would give it. */
function valuesOf(org: OrgWithClients, client: Client | null, agency: Agency | undefined): ClientValues {
  if (client) {
    const { name, email, canAccess, clientTabOrder, widgetIDs, notificationsSettings, preferredLanguage } = client;
    const { isAdmin, isOrgAdmin, allowCreateAgents, canDelegateChats, hideAdvancedSettings } = client;
    return {
      ...{ name, email, canAccess, clientTabOrder, widgetIDs, notificationsSettings, preferredLanguage },
      ...{ isAdmin, isOrgAdmin, allowCreateAgents, canDelegateChats, hideAdvancedSettings },
    };
  }
  // Spec 002 §6: a new client inherits the organisation's default access (Conversations when none).
  const access = org.defaultClientAccess.length > 0 ? org.defaultClientAccess : [...CLIENT_FALLBACK_ACCESS];
  return {
    name: '',
    email: '',
    canAccess: access,
    clientTabOrder: org.defaultClientTabOrder,
    isAdmin: false,
    isOrgAdmin: false,
    allowCreateAgents: agency?.settings.defaultAllowCreateAgents ?? false,
    canDelegateChats: agency?.settings.defaultCanDelegateChats ?? false,
    hideAdvancedSettings: agency?.settings.defaultHideAdvancedSettings ?? false,
    widgetIDs: [],
    notificationsSettings: { notifyThrough: 'all', notifyIf: 'all' },
    preferredLanguage: org.preferredLanguage,
  };
}

/**
 * The Add User / Edit User drawer's form (spec 002 §3.8, §5.8). The workspace owner is the root
 * admin here (spec 002 §6), so the org admin toggle and the advanced settings always show. A new
 * user is sent with what was edited only: the server fills the rest from the same defaults.
 */
export function ClientUserForm({
  region,
  workspaceUid,
  org,
  client,
  agency,
  onAdded,
  onSaved,
}: {
  region: Region;
  workspaceUid: string;
  org: OrgWithClients;
  client: Client | null;
  agency: Agency | undefined;
  onAdded: (client: Client) => void;
  onSaved: () => void;
}) {
  const create = useCreateClient(region, workspaceUid);
  const billingSelectable = usePaymentAccountConnected(region, workspaceUid);
  const update = useUpdateClient(region, workspaceUid);
  const agents = useAgents(region, workspaceUid);
  const form = useCheckedForm<ClientValues>({
    mode: 'controlled',
    initialValues: valuesOf(org, client, agency),
    validate: zod4Resolver(ZClientCreateBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    const parsed = ZClientCreateBody.parse(values) as ClientValues;
    const edited = Object.fromEntries(
      Object.entries(parsed).filter(([key]) => form.isDirty(key)),
    ) as Partial<ClientValues>;
    const onError = (error: unknown) => form.setFieldError('call', errorMessage(error));
    if (client) {
      if (Object.keys(edited).length === 0) return onSaved();
      update.mutate(
        { clientId: client.id, body: edited },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'User updated.', autoClose: 3000 });
            onSaved();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { orgId: org.id, body: { ...edited, name: parsed.name, email: parsed.email } },
      {
        onSuccess: (added) => {
          notifications.show({ color: 'green', message: 'User added. Share the dashboard password with them.' });
          onAdded(added);
        },
        onError,
      },
    );
  });

  const agentOptions = (agents.data ?? []).map((agent) => ({ value: agent.ID, label: agent.title }));
  // An agent the list no longer has is kept by its id, so that a save does not drop it unseen.
  for (const id of form.values.widgetIDs)
    if (!agentOptions.some((option) => option.value === id)) agentOptions.push({ value: id, label: id });

  const flag = (name: keyof ClientValues, label: string, description?: string) => (
    <Switch label={label} description={description} {...form.getInputProps(name, { type: 'checkbox' })} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={client ? 'Edit User' : 'Add User'}>
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        {client ? (
          <>
            <DashboardPassword region={region} workspaceUid={workspaceUid} client={client} />
            <ClientLoginLink region={region} workspaceUid={workspaceUid} client={client} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            A 15-character dashboard password is made when the user is added; it shows here after.
          </Text>
        )}
        <Divider label="Access" labelPosition="left" />
        <TabAccessField
          billingSelectable={billingSelectable}
          label="Can Access"
          orderLabel="Tab order"
          access={form.values.canAccess.filter(isDashboardTabKey)}
          order={form.values.clientTabOrder}
          error={form.errors.canAccess}
          onChange={(access: DashboardTabKey[], order: string[]) => {
            // The custom tabs given stay, after the dashboard's.
            form.setFieldValue('canAccess', [
              ...access,
              ...form.values.canAccess.filter((key) => !isDashboardTabKey(key)),
            ]);
            form.setFieldValue('clientTabOrder', order);
          }}
        />
        <CustomTabAccessField
          region={region}
          workspaceUid={workspaceUid}
          access={form.values.canAccess}
          onChange={(access) => form.setFieldValue('canAccess', access)}
        />
        <MultiSelect
          label="Agents"
          description="The agents of this workspace the user can open."
          placeholder={form.values.widgetIDs.length === 0 ? 'No agents' : undefined}
          searchable
          data={agentOptions}
          {...form.getInputProps('widgetIDs')}
        />
        <Divider label="Roles" labelPosition="left" />
        {flag('isOrgAdmin', 'Is Org Admin', 'Can edit the organization’s about info and add users.')}
        {flag('isAdmin', 'Is Admin')}
        {flag('allowCreateAgents', 'Allow Create Agents')}
        {flag('canDelegateChats', 'Enable Chats Delegation')}
        {flag(
          'hideAdvancedSettings',
          'Hide Advanced Settings',
          'Hides Allow Create Agents and Enable Chats Delegation from the organization’s admins.',
        )}
        <Divider label="Preferences" labelPosition="left" />
        <Group grow align="flex-start">
          <Select
            label="Notify through"
            data={NOTIFY_THROUGH}
            allowDeselect={false}
            {...form.getInputProps('notificationsSettings.notifyThrough')}
          />
          <Select
            label="Notify about"
            data={NOTIFY_IF}
            allowDeselect={false}
            {...form.getInputProps('notificationsSettings.notifyIf')}
          />
        </Group>
        <PreferredLanguageSelect
          value={form.values.preferredLanguage}
          error={form.errors.preferredLanguage}
          onChange={(code) => form.setFieldValue('preferredLanguage', code)}
        />
        <SaveProblem form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {client ? 'Save' : 'Add User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dashboard password, read-only with Copy, and Regenerate (which ends the user's sessions). */
function DashboardPassword({ region, workspaceUid, client }: { region: Region; workspaceUid: string; client: Client }) {
  const regenerate = useRegenerateClientPassword(region, workspaceUid);
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      <TextInput
        label="Dashboard Password"
        readOnly
        value={client.dashboardPassword}
        style={{ flex: 1 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          <CopyButton value={client.dashboardPassword}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label="Copy the dashboard password"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        loading={regenerate.isPending}
        onClick={() =>
          regenerate.mutate(client.id, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: 'New dashboard password made. The old one no longer signs in.',
                autoClose: 3000,
              }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
          })
        }
      >
        Regenerate
      </Button>
    </Group>
  );
}
