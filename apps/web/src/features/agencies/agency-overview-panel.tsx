import { type Agency, type Region, ZAgencyUpdateBody } from '@agent-platform/core';
import { Button, Code, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { useReportAgencyDraft } from './agency-draft';
import { AgencyPanel, SaveProblem } from './agency-panel';
import { useAgencyForm } from './use-agency-form';
import { useRegenerateAdminSecret } from './use-regenerate-admin-secret';

const ZOverviewValues = z.object({
  name: ZAgencyUpdateBody.shape.name.unwrap(),
  brandingText: ZAgencyUpdateBody.shape.brandingText.unwrap(),
});
type OverviewValues = z.input<typeof ZOverviewValues>;

const valuesOf = (agency: Agency): OverviewValues => ({ name: agency.name, brandingText: agency.brandingText });

/**
 * The Overview tab of the agency settings: the agency's name and branding text (Markdown), and
 * its admin link (spec 001 §6), whose secret is shown once when it is made.
 */
export function AgencyOverviewPanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  return (
    <AgencyPanel region={region} workspaceUid={workspaceUid} title="Overview">
      {(agency) => (
        <Stack gap="lg">
          <OverviewForm region={region} workspaceUid={workspaceUid} agency={agency} />
          <AdminLink region={region} workspaceUid={workspaceUid} agency={agency} />
        </Stack>
      )}
    </AgencyPanel>
  );
}

function OverviewForm({ region, workspaceUid, agency }: { region: Region; workspaceUid: string; agency: Agency }) {
  const { form, submit, saving } = useAgencyForm<OverviewValues>({
    region,
    workspaceUid,
    agency,
    valuesOf,
    schema: ZOverviewValues,
    toBody: (edited) => edited,
  });
  useReportAgencyDraft({ name: form.values.name, brandingText: form.values.brandingText });
  return (
    <form onSubmit={submit} noValidate aria-label="Overview">
      <Stack gap="sm" maw={520}>
        <TextInput label="Agency name" {...form.getInputProps('name')} />
        <Textarea
          label="Branding text"
          description="Markdown"
          autosize
          minRows={3}
          {...form.getInputProps('brandingText')}
        />
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

function AdminLink({ region, workspaceUid, agency }: { region: Region; workspaceUid: string; agency: Agency }) {
  const regenerate = useRegenerateAdminSecret(region, workspaceUid);
  const [problem, setProblem] = useState<string | null>(null);
  const link = regenerate.data ? `${window.location.origin}/login?secret=${regenerate.data.secret}` : null;
  return (
    <Stack gap={6}>
      <Text fw={600}>Admin link</Text>
      <Text size="sm" c="dimmed" maw={620}>
        Opening this link signs in as you, the agency owner, with every page. Anyone holding it can do so: keep it
        private, and make a new one to stop the old one working.
      </Text>
      {link ? (
        <Code block aria-label="Admin link">
          {link}
        </Code>
      ) : null}
      {link ? (
        <Text size="xs" c="dimmed">
          Copy it now: it is shown only this once.
        </Text>
      ) : null}
      {problem ? (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          loading={regenerate.isPending}
          onClick={() => {
            setProblem(null);
            regenerate.mutate(undefined, { onError: (error) => setProblem(errorMessage(error)) });
          }}
        >
          {agency.hasAdminSecret ? 'Make a new admin link' : 'Make an admin link'}
        </Button>
      </Group>
    </Stack>
  );
}
