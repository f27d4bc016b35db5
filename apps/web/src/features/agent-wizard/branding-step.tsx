import {
  AGENT_LOGO_RULE,
  type AgentFromWebsite,
  type Region,
  type ThemeType,
  uploadRefusal,
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
  FileButton,
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
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { createErrorNotice } from '../agents/create-error-notice';
import { AgentCreationProgress } from './agent-creation-progress';
import type { ValidCompanyInfo } from './company-info-step';
import { useCreateAgentFromWebsite } from './use-create-agent-from-website';
import { useUploadAgentLogo } from './use-upload-agent-logo';
import { useWebsiteAnalysis } from './use-website-analysis';

// The dashboard's own blue, offered when the website shows no brand colour.
const FALLBACK_BRAND_COLOR = '#228be6';
const LOGO_ACCEPT = AGENT_LOGO_RULE.extensions.map((extension) => `.${extension}`).join(',');

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
  const uploadLogo = useUploadAgentLogo(workspace.region, workspace.uid);
  const [logoRefusal, setLogoRefusal] = useState<string>();
  const foundLogo = analysis.logoUrl ?? analysis.faviconUrl;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      brandColor: analysis.primaryColor ?? FALLBACK_BRAND_COLOR,
      themeType: (analysis.theme?.themeType ?? 'light') as ThemeType,
      useLogo: foundLogo !== null,
      /** The address of a logo the owner uploaded here; it takes the found logo's place. */
      customLogo: null as string | null,
    },
    validate: ({ brandColor, themeType }) =>
      zod4Resolver(ZBrandingChoice, { errorPriority: 'first' })({ brandColor, themeType }),
    transformValues: ({ brandColor, themeType, useLogo, customLogo }) => ({
      ...ZBrandingChoice.parse({ brandColor, themeType }),
      logoUrl: useLogo ? (customLogo ?? foundLogo) : null,
    }),
  });
  const { brandColor, customLogo } = form.values;
  const shownLogo = customLogo ?? foundLogo;
  const pickColor = (hex: string) => form.setFieldValue('brandColor', hex);

  // Checked here by the rule the server applies, so a wrong file is refused before it is sent.
  const pickLogo = (file: File | null) => {
    if (!file) return;
    const refused = uploadRefusal(file, AGENT_LOGO_RULE);
    setLogoRefusal(refused);
    if (refused) return;
    uploadLogo.mutate(file, {
      onSuccess: (uploaded) => {
        form.setFieldValue('customLogo', uploaded.url);
        form.setFieldValue('useLogo', true);
      },
      onError: (error) => setLogoRefusal(errorMessage(error)),
    });
  };

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
        {shownLogo ? (
          <>
            <Image
              src={shownLogo}
              alt={customLogo ? 'Your uploaded logo' : 'Logo found on your website'}
              h={48}
              w="auto"
              fit="contain"
            />
            <Checkbox
              label="Show this logo as the agent's picture"
              {...form.getInputProps('useLogo', { type: 'checkbox' })}
            />
          </>
        ) : (
          <Text size="sm">No logo was found on your website.</Text>
        )}
        <Group gap="sm">
          <FileButton onChange={pickLogo} accept={LOGO_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={uploadLogo.isPending}>
                {customLogo ? 'Upload another logo' : 'Upload a logo'}
              </Button>
            )}
          </FileButton>
          {logoRefusal ? (
            <Text size="xs" c="red" role="alert">
              {logoRefusal}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {`${AGENT_LOGO_RULE.extensions.join(', ')} up to ${AGENT_LOGO_RULE.maxSizeMB} MB`}
            </Text>
          )}
        </Group>
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
        <Button onClick={() => create()} loading={createAgent.isPending} disabled={uploadLogo.isPending}>
          Create agent
        </Button>
      </Group>
    </Stack>
  );
}
