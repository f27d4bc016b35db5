import {
  AGENCY_PICTURES,
  type Agency,
  type AgencyPicture,
  DEFAULT_AGENCY_FONT,
  type Region,
  ZAgencyColours,
  ZGoogleFont,
  ZThemeColorUsage,
  ZThemeVariant,
} from '@agent-platform/core';
import { Button, FileButton, Group, Image, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { useReportAgencyDraft } from './agency-draft';
import { AgencyPanel, SaveProblem } from './agency-panel';
import { useAgencyForm } from './use-agency-form';
import { useUploadAgencyPicture } from './use-upload-agency-picture';

const ZThemeValues = z.object({
  googleFont: ZGoogleFont,
  primary: ZAgencyColours.shape.primary.or(z.literal('')),
  themeType: ZAgencyColours.shape.themeType,
  themeVariant: ZThemeVariant,
  themeColorUsage: ZThemeColorUsage,
  customCSS: z.string(),
});
type ThemeValues = z.input<typeof ZThemeValues>;

const valuesOf = (agency: Agency): ThemeValues => ({
  googleFont: agency.googleFont,
  primary: agency.customTheme?.primary ?? '',
  themeType: agency.customTheme?.themeType ?? 'light',
  themeVariant: agency.themeVariant,
  themeColorUsage: agency.themeColorUsage,
  customCSS: agency.customCSS,
});

/**
 * The Theme tab of the agency settings (spec 001 §5): logos and favicon, font, colours, the theme's
 * variant and colour usage, and custom CSS. The font is named, not downloaded: a browser without
 * it shows the system font.
 */
export function AgencyThemePanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  return (
    <AgencyPanel region={region} workspaceUid={workspaceUid} title="Theme">
      {(agency) => <ThemeForm region={region} workspaceUid={workspaceUid} agency={agency} />}
    </AgencyPanel>
  );
}

function ThemeForm({ region, workspaceUid, agency }: { region: Region; workspaceUid: string; agency: Agency }) {
  const { form, submit, saving } = useAgencyForm<ThemeValues>({
    region,
    workspaceUid,
    agency,
    valuesOf,
    schema: ZThemeValues,
    // The colour and the mode are saved together, as one theme: either edited sends both.
    toBody: ({ primary, themeType, ...edited }, values) =>
      primary === undefined && themeType === undefined
        ? edited
        : {
            ...edited,
            customTheme: values.primary ? { primary: values.primary, themeType: values.themeType } : null,
          },
  });
  const { googleFont, primary, themeType, themeVariant, themeColorUsage } = form.values;
  useReportAgencyDraft({ googleFont, primary, themeType, themeVariant, themeColorUsage });
  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-start">
        {(Object.keys(AGENCY_PICTURES) as AgencyPicture[]).map((picture) => (
          <PictureInput key={picture} region={region} workspaceUid={workspaceUid} agency={agency} picture={picture} />
        ))}
      </Group>
      <form onSubmit={submit} noValidate aria-label="Theme">
        <Stack gap="sm" maw={520}>
          <TextInput
            label="Font"
            description={`A Google Fonts name, or inherit. Default: ${DEFAULT_AGENCY_FONT}.`}
            {...form.getInputProps('googleFont')}
          />
          <Group align="flex-start" grow>
            <TextInput label="Primary colour" placeholder="#228be6" {...form.getInputProps('primary')} />
            <Select
              label="Mode"
              data={[
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('themeType')}
            />
          </Group>
          <Group grow>
            <Select
              label="Theme variant"
              data={ZThemeVariant.options}
              allowDeselect={false}
              {...form.getInputProps('themeVariant')}
            />
            <Select
              label="Colour usage"
              data={ZThemeColorUsage.options}
              allowDeselect={false}
              {...form.getInputProps('themeColorUsage')}
            />
          </Group>
          <Textarea
            label="Custom CSS"
            autosize
            minRows={4}
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.getInputProps('customCSS')}
          />
          <SaveProblem form={form} />
          <Group>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function PictureInput({
  region,
  workspaceUid,
  agency,
  picture,
}: {
  region: Region;
  workspaceUid: string;
  agency: Agency;
  picture: AgencyPicture;
}) {
  const upload = useUploadAgencyPicture(region, workspaceUid);
  const [problem, setProblem] = useState<string | null>(null);
  const { field, label, size } = AGENCY_PICTURES[picture];
  const current = agency[field];
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={500}>
        {label.replace(/^The /, '').replace(/^./, (first) => first.toUpperCase())}
      </Text>
      {current ? <Image src={current} w={64} h={64} alt={label} /> : null}
      <FileButton
        accept="image/png"
        onChange={(file) => {
          if (!file) return;
          setProblem(null);
          upload.mutate({ picture, file }, { onError: (error) => setProblem(errorMessage(error)) });
        }}
      >
        {(props) => (
          <Button variant="default" size="xs" loading={upload.isPending} {...props}>
            Upload {size}x{size} PNG
          </Button>
        )}
      </FileButton>
      {problem ? (
        <Text c="red" size="xs" role="alert" maw={200}>
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
