/** Spec 000 §4 "Wizard steps": company-info -> branding (after company data) -> success (after the agent is created). */
export const AGENT_WIZARD_STEPS = ['company-info', 'branding', 'success'] as const;
export type AgentWizardStep = (typeof AGENT_WIZARD_STEPS)[number];

/** The step Back leads to; undefined from the first step, where Back leaves the wizard. */
export function previousWizardStep(step: AgentWizardStep): AgentWizardStep | undefined {
  return AGENT_WIZARD_STEPS[AGENT_WIZARD_STEPS.indexOf(step) - 1];
}

/**
 * The step to show: `step` itself when what it needs is there, else one step back (spec 000 §4).
 * Branding needs the company info; success needs the created agent.
 */
export function wizardStepFor(
  step: AgentWizardStep,
  has: { companyInfo: boolean; createdAgent: boolean },
): AgentWizardStep {
  const missing = (step === 'branding' && !has.companyInfo) || (step === 'success' && !has.createdAgent);
  return missing ? (previousWizardStep(step) ?? step) : step;
}
