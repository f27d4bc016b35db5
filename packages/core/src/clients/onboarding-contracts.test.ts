import { describe, expect, it } from 'vitest';
import { ZClientOnboarding } from '../agencies/contracts.js';
import { clientOnboardingSteps, onboardingCompanySchema } from './onboarding-contracts.js';

const flags = (changes: Partial<Record<keyof ReturnType<typeof ZClientOnboarding.parse>, boolean>> = {}) =>
  ZClientOnboarding.parse(changes);

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('clientOnboardingSteps', () => {
  it('shows every step by default, in order', () => {
    expect(clientOnboardingSteps(flags())).toEqual(['welcome', 'goals', 'company', 'agent', 'final']);
  });

  it('leaves out the steps the agency turns off, and the final step with nothing to show', () => {
    expect(clientOnboardingSteps(flags({ showWelcomeStep: false, showGoalsStep: false }))).toEqual([
      'company',
      'agent',
      'final',
    ]);
    expect(
      clientOnboardingSteps(flags({ showTestTextAgent: false, showTryVoice: false, showWidgetScript: false })),
    ).toEqual(['welcome', 'goals', 'company', 'agent']);
    expect(clientOnboardingSteps(flags({ showAgentCreationStep: false }))).toEqual(['welcome', 'goals', 'company']);
  });
});

describe('onboardingCompanySchema', () => {
  it("requires the fields the agency requires, with spec 002 §5.11's words", () => {
    const schema = onboardingCompanySchema(
      flags({ requireCompanyName: true, requireCompanyWebsite: true, requireCompanyDescription: true }),
    );
    expect(messages(schema.safeParse({ name: '', website: '', description: '' }))).toEqual({
      name: 'Company name is required',
      website: 'Company website is required',
      description: 'Please tell us what your company does',
    });
    expect(messages(schema.safeParse({ name: 'Acme', website: 'acme', description: 'short' }))).toEqual({
      website: 'Please enter a valid website URL or domain',
      description: 'Please provide at least 10 characters',
    });
  });

  it('lets a field the agency does not require stay empty, but checks it when typed', () => {
    const schema = onboardingCompanySchema(
      flags({ requireCompanyName: false, requireCompanyWebsite: false, requireCompanyDescription: false }),
    );
    expect(schema.parse({ name: '', website: '', description: '' })).toEqual({
      name: '',
      website: '',
      description: '',
    });
    expect(messages(schema.safeParse({ name: '', website: 'acme', description: '' }))).toEqual({
      website: 'Please enter a valid website URL or domain',
    });
    expect(schema.parse({ name: '', website: 'acme.com', description: '' }).website).toBe('https://acme.com');
  });
});
