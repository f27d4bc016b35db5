import {
  type DashboardTabKey,
  ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE,
  ORG_CLIENT_ACCESS_MESSAGE_MAX,
  ORG_UPDATED_MESSAGE,
  type OrgSettings,
  type OrgUpdateBody,
  type OrgWithClients,
  orgUpdateFailedMessage,
  type Region,
  SETTINGS_SECTIONS,
  ZOrgSettings,
  ZOrgUpdateBody,
} from '@agent-platform/core';
import {
  Box,
  Button,
  Divider,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { usePaymentAccountConnected } from '../agency-billing/use-payment-account-connected';
import { PreferredLanguageSelect } from './preferred-language-select';
import { TabAccessField } from './tab-access-field';
import { useUpdateOrg } from './use-update-org';

const PHOTO_URL_INVALID_MESSAGE = 'Please enter a photo address starting with https:// or http://.';

// The drawer's values: the photo as typed ('' for none), the settings all present.
const ZOrgInfoValues = ZOrgUpdateBody.required()
  .omit({ allowBilling: true })
  .extend({
    squarePhotoURL: z
      .string()
      .trim()
      .refine(
        (url) => url === '' || ZOrgUpdateBody.shape.squarePhotoURL.safeParse(url).success,
        PHOTO_URL_INVALID_MESSAGE,
      ),
    settings: ZOrgSettings,
  });
type OrgInfoValues = Omit<Required<OrgUpdateBody>, 'allowBilling' | 'squarePhotoURL' | 'settings'> & {
  squarePhotoURL: string;
  settings: OrgSettings;
};
type TopField = Exclude<keyof OrgInfoValues, 'settings'>;

const valuesOf = (org: OrgWithClients): OrgInfoValues => ({
  name: org.name,
  squarePhotoURL: org.squarePhotoURL ?? '',
  dashboardLayout: org.dashboardLayout,
  preferredLanguage: org.preferredLanguage,
  predefinedTags: org.predefinedTags,
  disallowAnyTags: org.disallowAnyTags,
  disableHandoff: org.disableHandoff,
  defaultClientAccess: org.defaultClientAccess,
  defaultClientTabOrder: org.defaultClientTabOrder,
  settings: org.settings,
});

// 'section.setting' ids grouped by the Settings tab's sections (spec 002 §3.11).
const SETTING_GROUPS = SETTINGS_SECTIONS.map((section) => ({
  group: section.label,
  items: section.settings.map((setting) => ({ value: setting.id, label: setting.label })),
}));

/**
 * The Org Info drawer's form (spec 002 §3.9, §4.9, §5.9). The owner is the root admin (spec 002 §6),
 * so layout, language, tags, default access and settings all show. Save & Close sends the edited
 * fields only, settings field by field, then closes.
 */
export function OrgInfoForm({
  region,
  workspaceUid,
  org,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  org: OrgWithClients;
  onClose: () => void;
}) {
  const update = useUpdateOrg(region, workspaceUid);
  const billingSelectable = usePaymentAccountConnected(region, workspaceUid);
  const form = useCheckedForm<OrgInfoValues>({
    mode: 'controlled',
    initialValues: valuesOf(org),
    validate: zod4Resolver(ZOrgInfoValues, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    const body: OrgUpdateBody = {};
    const top = Object.keys(values).filter((key): key is TopField => key !== 'settings' && form.isDirty(key));
    for (const key of top) Object.assign(body, { [key]: values[key] });
    if (body.name !== undefined) body.name = body.name.trim();
    if (form.isDirty('squarePhotoURL')) body.squarePhotoURL = values.squarePhotoURL.trim() || null;
    // An empty tag says nothing: it is left out.
    if (body.predefinedTags) body.predefinedTags = body.predefinedTags.map((tag) => tag.trim()).filter(Boolean);
    const settings = Object.fromEntries(
      Object.entries(values.settings).filter(([key]) => form.isDirty(`settings.${key}`)),
    );
    if (Object.keys(settings).length > 0) body.settings = settings;
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { orgId: org.id, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: ORG_UPDATED_MESSAGE, autoClose: 3000 });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: orgUpdateFailedMessage(errorMessage(error)), autoClose: 5000 }),
      },
    );
  });

  const accessMessageLength = form.values.settings.disableClientAccessMessage.length;
  const switchOf = (path: string, label: string, description?: string) => (
    <Switch label={label} description={description} {...form.getInputProps(path, { type: 'checkbox' })} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Org Info">
      <Stack gap="md">
        <TextInput label="Organization name" required {...form.getInputProps('name')} />
        <TextInput
          label="Photo URL"
          placeholder="https://"
          description="A square picture for the organization; optional."
          {...form.getInputProps('squarePhotoURL')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="org-layout-label">
            Dashboard layout
          </Text>
          <SegmentedControl
            aria-labelledby="org-layout-label"
            w="fit-content"
            data={[
              { value: 'vertical', label: 'Vertical' },
              { value: 'horizontal', label: 'Horizontal' },
            ]}
            {...form.getInputProps('dashboardLayout')}
          />
        </Stack>
        <PreferredLanguageSelect
          value={form.values.preferredLanguage}
          error={form.errors.preferredLanguage}
          onChange={(code) => form.setFieldValue('preferredLanguage', code)}
        />
        <Divider label="Tags and handoff" labelPosition="left" />
        <TagsInput
          label="Predefined tags"
          description="Press Enter after each tag."
          clearable
          {...form.getInputProps('predefinedTags')}
        />
        {switchOf('disallowAnyTags', 'Disallow any tags', 'Clients can only use the predefined tags.')}
        {switchOf('disableHandoff', 'Disable handoff')}
        <Divider label="New clients" labelPosition="left" />
        <TabAccessField
          billingSelectable={billingSelectable}
          label="Default client access"
          orderLabel="Default tab order"
          access={form.values.defaultClientAccess}
          order={form.values.defaultClientTabOrder}
          error={form.errors.defaultClientAccess}
          onChange={(access: DashboardTabKey[], order: string[]) => {
            form.setFieldValue('defaultClientAccess', access);
            form.setFieldValue('defaultClientTabOrder', order);
          }}
        />
        <Divider label="Settings" labelPosition="left" />
        {switchOf('settings.smartHandoff', 'Smart handoff')}
        {switchOf('settings.disableHandoffMessages', 'Disable handoff messages')}
        {switchOf('settings.enableCannedResponses', 'Enable canned responses')}
        {switchOf(
          'settings.disableClientAccess',
          'Disable client access',
          'Every client of the organization is kept out.',
        )}
        {form.values.settings.disableClientAccess ? (
          <Textarea
            label="Personalised message"
            description={`What clients see instead of the dashboard. ${accessMessageLength}/${ORG_CLIENT_ACCESS_MESSAGE_MAX}`}
            autosize
            minRows={3}
            {...form.getInputProps('settings.disableClientAccessMessage')}
          />
        ) : null}
        <MultiSelect
          label="Allowed settings"
          description="The agent settings clients can view and edit. None selected means all."
          placeholder={form.values.settings.allowedSettings.length === 0 ? 'All settings' : undefined}
          searchable
          data={SETTING_GROUPS}
          {...form.getInputProps('settings.allowedSettings')}
        />
        <Divider label="Billing" labelPosition="left" />
        {/* A disabled switch gets no hover: the wrapper shows the tooltip. */}
        <Tooltip label={ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE} position="top-start">
          <Box w="fit-content" data-testid="enable-billing">
            <Switch label="Enable Billing" checked={org.allowBilling} disabled readOnly />
          </Box>
        </Tooltip>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save & Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
