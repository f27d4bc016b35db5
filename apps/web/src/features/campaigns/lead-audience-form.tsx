import {
  type AudienceReport,
  LEAD_ORIGINS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadAudience,
  type LeadOrigin,
  type LeadStatus,
} from '@agent-platform/core';
import { Button, Group, MultiSelect, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { LEAD_ORIGIN_LABELS } from '../leads/lead-origin-labels';
import { useAddLeadContacts } from './use-add-lead-contacts';

/** Adds the agent's leads with a phone number to the campaign, chosen by status, origin, their chat's tags, when they came and a custom field. */
export function LeadAudienceForm({
  campaignId,
  onReport,
}: {
  campaignId: string;
  onReport: (report: AudienceReport) => void;
}) {
  const { region, workspaceUid } = useAgentShell();
  const addLeads = useAddLeadContacts(region, workspaceUid, campaignId);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [origins, setOrigins] = useState<string[]>([]);
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [fieldName, setFieldName] = useState('');
  const [fieldValue, setFieldValue] = useState('');

  const submit = () => {
    const audience: LeadAudience = {
      statuses: statuses.length ? (statuses as LeadStatus[]) : undefined,
      origins: origins.length ? (origins as LeadOrigin[]) : undefined,
      tags: tags.length ? tags : undefined,
      customField: fieldName.trim() ? { name: fieldName.trim(), value: fieldValue.trim() } : undefined,
      // The days are the person's own: from the start of the first to the end of the last.
      since: since ? new Date(`${since}T00:00:00`).toISOString() : undefined,
      until: until ? new Date(`${until}T23:59:59.999`).toISOString() : undefined,
    };
    addLeads.mutate(audience, {
      onSuccess: onReport,
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Add leads
      </Title>
      <Text size="xs" c="dimmed">
        Leads with a phone number; leave a filter empty to take them all.
      </Text>
      <MultiSelect
        label="Lead statuses"
        placeholder={statuses.length ? undefined : 'Any status'}
        data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
        value={statuses}
        onChange={setStatuses}
      />
      <MultiSelect
        label="Origins"
        placeholder={origins.length ? undefined : 'Any origin'}
        data={LEAD_ORIGINS.map((value) => ({ value, label: LEAD_ORIGIN_LABELS[value] }))}
        value={origins}
        onChange={setOrigins}
      />
      <TagsInput
        label="Conversation tags"
        description="Leads whose chat carries any of these tags"
        placeholder={tags.length ? undefined : 'Any tags'}
        value={tags}
        onChange={setTags}
      />
      <Group grow>
        <TextInput
          type="date"
          label="Captured since"
          value={since}
          max={until || undefined}
          onChange={(event) => setSince(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Captured until"
          value={until}
          min={since || undefined}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
      </Group>
      <Group grow>
        <TextInput
          label="Custom field"
          placeholder="e.g. Plan"
          value={fieldName}
          onChange={(event) => setFieldName(event.currentTarget.value)}
        />
        <TextInput
          label="Equal to"
          placeholder="e.g. Gold"
          value={fieldValue}
          disabled={!fieldName.trim()}
          onChange={(event) => setFieldValue(event.currentTarget.value)}
        />
      </Group>
      <Button
        variant="default"
        leftSection={<IconAddressBook size={16} />}
        loading={addLeads.isPending}
        onClick={submit}
        style={{ alignSelf: 'start' }}
      >
        Add leads
      </Button>
    </Stack>
  );
}
