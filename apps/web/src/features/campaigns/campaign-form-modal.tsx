import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  type Campaign,
  type CampaignKind,
  type Region,
  ZCampaignDraft,
} from '@agent-platform/core';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import {
  type CampaignFormValues,
  draftOfValues,
  formErrorsOfDraft,
  initialCampaignValues,
  templateKey,
  WHOLE_FORM,
} from './campaign-form-values';
import { ScheduleFields } from './schedule-fields';
import { TemplateVariableFields } from './template-variable-fields';
import { templateVariableCount } from './template-variables';
import { useCampaignTemplates } from './use-campaign-templates';
import { useSaveCampaign } from './use-save-campaign';
import { VoiceFields } from './voice-fields';

/** A new WhatsApp or phone campaign of the agent, or changes to a draft one when `campaign` is given. */
export function CampaignFormModal({
  opened,
  onClose,
  region,
  workspaceUid,
  agentId,
  campaign,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  workspaceUid: string;
  agentId: string;
  campaign?: Campaign;
  onSaved: (campaign: Campaign) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={campaign ? 'Edit campaign' : 'New campaign'} size="lg">
      {/* Mounted only while open, so each opening starts from the campaign as saved. */}
      {opened && (
        <CampaignForm
          region={region}
          workspaceUid={workspaceUid}
          agentId={agentId}
          campaign={campaign}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function CampaignForm({
  region,
  workspaceUid,
  agentId,
  campaign,
  onSaved,
  onCancel,
}: {
  region: Region;
  workspaceUid: string;
  agentId: string;
  campaign?: Campaign;
  onSaved: (campaign: Campaign) => void;
  onCancel: () => void;
}) {
  const save = useSaveCampaign(region, workspaceUid, campaign?.id);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: initialCampaignValues(campaign) as CampaignFormValues,
    validate: (values) =>
      formErrorsOfDraft(
        zod4Resolver(ZCampaignDraft, { errorPriority: 'first' })(draftOfValues(values, agentId, approved)),
        values,
      ),
  });
  const whatsapp = form.values.kind === 'whatsapp';
  // A phone campaign needs no WhatsApp number, so its form never asks for templates.
  const templates = useCampaignTemplates(region, agentId, whatsapp);
  const approved = templates.data?.templates ?? [];
  const submit = form.onSubmit((values) => {
    save.mutate(ZCampaignDraft.parse(draftOfValues(values, agentId, approved)), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: campaign ? 'Campaign saved' : 'Campaign created',
          autoClose: 3000,
        });
        onSaved(saved);
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={campaign ? 'Edit campaign' : 'New campaign'}>
      <Stack gap="md">
        <TextInput label="Campaign name" required data-autofocus {...form.getInputProps('name')} />
        {/* A campaign keeps the kind it was made with. */}
        {!campaign && (
          <Input.Wrapper label="Kind">
            <SegmentedControl
              aria-label="Kind"
              display="flex"
              data={CAMPAIGN_KINDS.map((kind) => ({ value: kind, label: CAMPAIGN_KIND_LABELS[kind] }))}
              value={form.values.kind}
              onChange={(kind) => form.setFieldValue('kind', kind as CampaignKind)}
            />
          </Input.Wrapper>
        )}
        {whatsapp ? (
          <WhatsappFields form={form} templates={templates} region={region} agentId={agentId} />
        ) : (
          <VoiceFields form={form} />
        )}
        <ScheduleFields form={form} />
        {form.errors[WHOLE_FORM] && <Alert color="red">{form.errors[WHOLE_FORM]}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={whatsapp && !templates.isSuccess}>
            {campaign ? 'Save' : 'Create campaign'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The approved template the campaign sends, what it says, and what fills in its variables. */
function WhatsappFields({
  form,
  templates,
  region,
  agentId,
}: {
  form: UseFormReturnType<CampaignFormValues>;
  templates: ReturnType<typeof useCampaignTemplates>;
  region: Region;
  agentId: string;
}) {
  const approved = templates.data?.templates ?? [];
  const chosen = approved.find((template) => templateKey(template) === form.values.template);

  const chooseTemplate = (key: string | null) => {
    const template = approved.find((each) => templateKey(each) === key);
    form.setFieldValue('template', key ?? '');
    const count = template ? templateVariableCount(template.bodyText) : 0;
    form.setFieldValue(
      'variables',
      Array.from({ length: count }, (_, index) => form.values.variables[index] ?? { field: '', column: '' }),
    );
  };

  return (
    <>
      {templates.isPending && <Loader size="sm" aria-label="Loading templates" />}
      {templates.isError && (
        <Alert color="red">
          {errorMessage(templates.error)}{' '}
          <Anchor component={Link} to={agentTabPath(region, agentId, 'channels')} size="sm">
            Open Channels
          </Anchor>
        </Alert>
      )}
      {templates.isSuccess && (
        <Select
          label="WhatsApp template"
          description={
            approved.length === 0
              ? 'The connected WhatsApp number has no approved template yet.'
              : 'Only templates Meta approved can start a conversation.'
          }
          placeholder="Choose a template"
          required
          allowDeselect={false}
          data={approved.map((template) => ({
            value: templateKey(template),
            label: `${template.name} (${template.language})`,
          }))}
          {...form.getInputProps('template')}
          onChange={chooseTemplate}
        />
      )}
      {chosen && (
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            The message contacts get
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {chosen.bodyText}
          </Text>
        </Paper>
      )}
      <TemplateVariableFields form={form} />
    </>
  );
}
