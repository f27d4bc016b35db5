import { type AgentFromWebsite, type CompanyInfo, ONBOARDING_AGENT_TITLE, ZCompanyInfo } from '@agent-platform/core';
import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { BrandingStep, type WizardWorkspace } from '../agent-wizard/branding-step';
import { CompanyInfoStep, type ValidCompanyInfo } from '../agent-wizard/company-info-step';

/**
 * The agent creation step, with the Agent Wizard's own steps: the website is read and its
 * branding confirmed, then the agent is made. The agent needs the company's name, website and
 * description: what the company step left out (or an agency without that step) is asked here.
 */
export function AgentStep({
  workspace,
  draft,
  onDraftChange,
  backButton,
  skipButton,
  onCreated,
}: {
  workspace: WizardWorkspace;
  draft: CompanyInfo;
  onDraftChange: (draft: CompanyInfo) => void;
  backButton: ReactNode;
  skipButton: ReactNode;
  onCreated: (agent: AgentFromWebsite) => void;
}) {
  const [company, setCompany] = useState<ValidCompanyInfo | null>(() => {
    const given = ZCompanyInfo.safeParse(draft);
    return given.success ? given.data : null;
  });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ONBOARDING_AGENT_TITLE}
      </Title>
      {company ? (
        <BrandingStep
          workspace={workspace}
          company={company}
          backButton={
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => setCompany(null)}>
              Back
            </Button>
          }
          onBackToCompanyInfo={() => setCompany(null)}
          onCreated={onCreated}
        />
      ) : (
        <CompanyInfoStep
          values={draft}
          onChange={onDraftChange}
          onNext={setCompany}
          backButton={backButton}
          extraAction={skipButton}
          intro="Your agent is made from your website: its instructions, knowledge base and colours. We need your company's name, website and what it does."
        />
      )}
    </Stack>
  );
}
