import { type Agency, type Region, ZAgencyUpdateBody } from '@agent-platform/core';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useReportAgencyDraft } from './agency-draft';
import { AgencyPanel, SaveProblem } from './agency-panel';
import { useAgencyForm } from './use-agency-form';

const { shape } = ZAgencyUpdateBody;
const ZFooterValues = z.object({
  supportEmail: shape.supportEmail.unwrap(),
  tosPage: shape.tosPage.unwrap(),
  privacyPolicyPage: shape.privacyPolicyPage.unwrap(),
  mainWebsite: shape.mainWebsite.unwrap(),
  address: shape.address.unwrap(),
});
type FooterValues = z.input<typeof ZFooterValues>;

const valuesOf = (agency: Agency): FooterValues => ({
  supportEmail: agency.supportEmail,
  tosPage: agency.tosPage,
  privacyPolicyPage: agency.privacyPolicyPage,
  mainWebsite: agency.mainWebsite,
  address: agency.address,
});

/**
 * The Footer tab of the agency settings: the client dashboard's footer links (Terms of Service,
 * Privacy Policy, spec 001 §2), the support address clients' feedback goes to, and the agency's
 * website and address.
 */
export function AgencyFooterPanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  return (
    <AgencyPanel region={region} workspaceUid={workspaceUid} title="Footer">
      {(agency) => <FooterForm region={region} workspaceUid={workspaceUid} agency={agency} />}
    </AgencyPanel>
  );
}

function FooterForm({ region, workspaceUid, agency }: { region: Region; workspaceUid: string; agency: Agency }) {
  const { form, submit, saving } = useAgencyForm<FooterValues>({
    region,
    workspaceUid,
    agency,
    valuesOf,
    schema: ZFooterValues,
    toBody: (edited) => edited,
  });
  useReportAgencyDraft({ tosPage: form.values.tosPage, privacyPolicyPage: form.values.privacyPolicyPage });
  return (
    <form onSubmit={submit} noValidate aria-label="Footer">
      <Stack gap="sm" maw={520}>
        <TextInput label="Support email" type="email" {...form.getInputProps('supportEmail')} />
        <TextInput label="Terms of Service page" placeholder="https://" {...form.getInputProps('tosPage')} />
        <TextInput label="Privacy Policy page" placeholder="https://" {...form.getInputProps('privacyPolicyPage')} />
        <TextInput label="Main website" placeholder="https://" {...form.getInputProps('mainWebsite')} />
        <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
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
