import {
  AGENT_WIZARD_STEPS,
  type AgentFromWebsite,
  type AgentWizardStep,
  type CompanyInfo,
  previousWizardStep,
  wizardStepFor,
} from '@agent-platform/core';
import { Button, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { NewAgentTarget } from '../agents/new-agent-target';
import { BrandingStep } from './branding-step';
import { CompanyInfoStep, type ValidCompanyInfo } from './company-info-step';
import { SuccessStep } from './success-step';

/**
 * The Agent Wizard (spec 000 §2, §4): company info -> branding -> success. Back walks the steps
 * the other way and, from the first, leaves the wizard; a step whose prerequisite is missing
 * sends the wizard back one step.
 */
export function AgentWizard({
  target,
  onExit,
  onOpenAgent,
}: {
  target: NewAgentTarget;
  onExit: () => void;
  onOpenAgent: () => void;
}) {
  const workspace = { region: target.region, uid: target.workspaceUid };
  const [step, setStep] = useState<AgentWizardStep>('company-info');
  // Kept as typed, so that Back from branding shows the form as it was left.
  const [draft, setDraft] = useState<CompanyInfo>({ companyName: '', website: '', description: '' });
  const [company, setCompany] = useState<ValidCompanyInfo | null>(null);
  const [created, setCreated] = useState<AgentFromWebsite | null>(null);

  const allowedStep = wizardStepFor(step, { companyInfo: company !== null, createdAgent: created !== null });
  useEffect(() => {
    if (allowedStep !== step) setStep(allowedStep);
  }, [allowedStep, step]);

  const back = () => {
    const previous = previousWizardStep(step);
    if (previous) setStep(previous);
    else onExit();
  };

  const backButton = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back}>
      Back
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stepper active={AGENT_WIZARD_STEPS.indexOf(step)} size="sm" aria-label="Agent Wizard progress">
        <Stepper.Step label="Company info" />
        <Stepper.Step label="Branding" />
        <Stepper.Step label="Success" />
      </Stepper>
      {step === 'company-info' && (
        <CompanyInfoStep
          backButton={backButton}
          values={draft}
          onChange={setDraft}
          onNext={(valid) => {
            setCompany(valid);
            setStep('branding');
          }}
        />
      )}
      {step === 'branding' && company && (
        <BrandingStep
          workspace={workspace}
          backButton={backButton}
          company={company}
          onBackToCompanyInfo={() => setStep('company-info')}
          onCreated={async (agent) => {
            // Open agent leads to a page that looks the agent up in this list: a client's would not know it yet.
            await target.refreshAgents?.();
            setCreated(agent);
            setStep('success');
          }}
        />
      )}
      {step === 'success' && created && (
        <SuccessStep
          backButton={backButton}
          created={created}
          agentPath={target.openingPath(created.agentCreated.ID, { via: 'wizard' })}
          onOpenAgent={onOpenAgent}
        />
      )}
    </Stack>
  );
}
