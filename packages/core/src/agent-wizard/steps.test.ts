import { describe, expect, it } from 'vitest';
import { previousWizardStep, wizardStepFor } from './steps.js';

describe('Agent Wizard steps', () => {
  it('goes back success -> branding -> company info -> out of the wizard', () => {
    expect(previousWizardStep('success')).toBe('branding');
    expect(previousWizardStep('branding')).toBe('company-info');
    expect(previousWizardStep('company-info')).toBeUndefined();
  });

  it('sends a step whose prerequisite is missing back one step', () => {
    const none = { companyInfo: false, createdAgent: false };
    expect(wizardStepFor('branding', none)).toBe('company-info');
    expect(wizardStepFor('success', { companyInfo: true, createdAgent: false })).toBe('branding');
    // One step at a time: branding then finds its own prerequisite missing too.
    expect(wizardStepFor('success', none)).toBe('branding');
    expect(wizardStepFor('company-info', none)).toBe('company-info');
  });

  it('keeps a step whose prerequisite is there', () => {
    const all = { companyInfo: true, createdAgent: true };
    expect(wizardStepFor('branding', all)).toBe('branding');
    expect(wizardStepFor('success', all)).toBe('success');
  });
});
