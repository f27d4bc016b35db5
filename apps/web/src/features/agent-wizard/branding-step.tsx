import {
  type AgentFromWebsite,
  type Region,
  type ThemeType,
  WEBSITE_ANALYSIS_FAILED,
  type WebsiteAnalysis,
  ZCreateAgentFromWebsiteBody,
} from '@agent-platform/core';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  ColorSwatch,
  Group,
  Image,
  Input,
  Loader,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../lib/api';
import { createErrorNotice } from '../agents/create-error-notice';
import { AgentCreationProgress } from './agent-creation-progress';
import type { ValidCompanyInfo } from './company-info-step';
import { useCreateAgentFromWebsite } from './use-create-agent-from-website';
import { useWebsiteAnalysis } from './use-website-analysis';

// The dashboard's own blue, offered when the website shows no brand colour.
const FALLBACK_BRAND_COLOR = '#228be6';

/** The workspace the agent is made in: the owner's current one, or a client's agency's. */
export interface WizardWorkspace {
  region: Region;
  uid: string;
}

/**
 * The wizard's second step: the website is read, and its colours and logo are shown to confirm
 * or change before the agent is created.
 */
export function BrandingStep({
  workspace,
  backButton,
  company,
  onBackToCompanyInfo,
  onCreated,
}: {
  workspace: WizardWorkspace;
  backButton: ReactNode;
  company: ValidCompanyInfo;
  onBackToCompanyInfo: () => void;
  onCreated: (agent: AgentFromWebsite) => void;
}) {
  const analysis = useWebsiteAnalysis(workspace.region, workspace.uid, company.website);

  if (analysis.isPending) {
    return (
      <Stack gap="lg" align="flex-start">
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Analyzing your website...</Text>
        </Group>
        {backButton}
      </Stack>
    );
  }
  if (analysis.isError) {
    const reason = capitalized(errorMessage(analysis.error).replace(`${WEBSITE_ANALYSIS_FAILED}: `, ''));
    return (
      <Stack gap="lg" align="flex-start">
        <Alert
          w="100%"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={WEBSITE_ANALYSIS_FAILED}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{reason}</Text>
            <Text size="sm">Check the website address and try again.</Text>
            <Group gap="xs">
              <Button size="xs" onClick={onBackToCompanyInfo}>
                Back to company info
              </Button>
              <Button size="xs" variant="default" onClick={() => analysis.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        </Alert>
        {backButton}
      </Stack>
    );
  }
  return (
    <BrandingChoices
      workspace={workspace}
      backButton={backButton}
      company={company}
      analysis={analysis.data}
      onCreated={onCreated}
    />
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The choices this step adds to the company info, checked by the same contract the server uses.
const ZBrandingChoice = ZCreateAgentFromWebsiteBody.pick({ brandColor: true, themeType: true });

function BrandingChoices({
  workspace,
  backButton,
  company,
  analysis,
  onCreated,
}: {
  workspace: WizardWorkspace;
  backButton: ReactNode;
  company: ValidCompanyInfo;
  analysis: WebsiteAnalysis;
  onCreated: (agent: AgentFromWebsite) => void;
}) {
  const createAgent = useCreateAgentFromWebsite(workspace.region, workspace.uid);
  const logoUrl = analysis.logoUrl ?? analysis.faviconUrl;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      brandColor: analysis.primaryColor ?? FALLBACK_BRAND_COLOR,
      themeType: (analysis.theme?.themeType ?? 'light') as ThemeType,
      useLogo: logoUrl !== null,
    },
    validate: ({ brandColor, themeType }) =>
      zod4Resolver(ZBrandingChoice, { errorPriority: 'first' })({ brandColor, themeType }),
    transformValues: ({ brandColor, themeType, useLogo }) => ({
      ...ZBrandingChoice.parse({ brandColor, themeType }),
      logoUrl: useLogo ? logoUrl : null,
    }),
  });
  const { brandColor } = form.values;
  const pickColor = (hex: string) => form.setFieldValue('brandColor', hex);

  // Try Again sends the creation once more; the first answer to arrive is the agent.
  const finished = useRef(false);
  const create = form.onSubmit(async (branding) => {
    try {
      const created = await createAgent.mutateAsync({ ...company, ...branding });
      if (finished.current) return;
      finished.current = true;
      onCreated(created);
    } catch {
      // The mutation keeps the error; it is shown above the button.
    }
  });

  if (createAgent.isPending) return <AgentCreationProgress onTryAgain={() => create()} />;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        This is what we found on {analysis.url}. Confirm it or change it.
      </Text>
      <Stack gap={6}>
        <Input.Label>Logo</Input.Label>
        {logoUrl ? (
          <>
            <Image src={logoUrl} alt="Logo found on your website" h={48} w="auto" fit="contain" />
            <Checkbox
              label="Show this logo as the agent's picture"
              {...form.getInputProps('useLogo', { type: 'checkbox' })}
            />
          </>
        ) : (
          <Text size="sm">No logo was found on your website.</Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Input.Label>Colours found on your website</Input.Label>
        {analysis.brandColors.length > 0 ? (
          <Group gap="xs" role="group" aria-label="Colours found on your website">
            {analysis.brandColors.map((color) => (
              <ColorSwatch
                key={color.hex}
                component="button"
                type="button"
                color={color.hex}
                aria-label={color.hex}
                aria-pressed={brandColor.toLowerCase() === color.hex}
                title={color.name ? `${color.hex} (${color.name})` : color.hex}
                onClick={() => pickColor(color.hex)}
                style={{ cursor: 'pointer' }}
              >
                {brandColor.toLowerCase() === color.hex && <IconCheck size={14} color="white" />}
              </ColorSwatch>
            ))}
          </Group>
        ) : (
          <Text size="sm">No brand colours were found on your website; pick one below.</Text>
        )}
      </Stack>
      <ColorInput
        label="Brand colour"
        description="The chat widget's colours are made from it."
        format="hex"
        {...form.getInputProps('brandColor')}
      />
      <Stack gap={6}>
        <Input.Label id="widget-theme-label">Widget theme</Input.Label>
        <SegmentedControl
          aria-labelledby="widget-theme-label"
          {...form.getInputProps('themeType')}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      </Stack>
      {createAgent.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {createErrorNotice(createAgent.error)}
        </Alert>
      )}
      <Group justify="space-between">
        {backButton}
        <Button onClick={() => create()} loading={createAgent.isPending}>
          Create agent
        </Button>
      </Group>
    </Stack>
  );
}
