import { z } from 'zod';
import { type ClientOnboarding, ZClientOnboarding } from '../agencies/contracts.js';
import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  ZCompanyDescription,
  ZCompanyName,
} from '../agent-wizard/contracts.js';
import { ZRegion } from '../regions.js';
import { freeText, nameText } from '../text.js';
import { WEBSITE_URL_MAX_LENGTH, ZCompanyWebsite } from '../website-analysis/contracts.js';

/** Spec 002 §2.13 and §4.8: the client onboarding wizard's words. */
export const ONBOARDING_WELCOME_TITLE = (agencyName: string) => `Welcome to ${agencyName}`;
export const ONBOARDING_GOALS_TITLE = 'What would you like your agent to do?';
export const ONBOARDING_COMPANY_TITLE = 'Tell us about your company';
export const ONBOARDING_AGENT_TITLE = 'Create your agent';
export const ONBOARDING_FINAL_TITLE = 'Your agent is ready';
export const ONBOARDING_AGENT_CREATION_TEXT = 'Creating your agent... This might take up to a minute.';
export const ONBOARDING_SKIP_LABEL = 'Skip & Go to Dashboard';
export const ONBOARDING_CONTINUE_LABEL = 'Continue to Dashboard';
export const ONBOARDING_GO_LABEL = 'Go to Dashboard';
export const ONBOARDING_TRY_AGAIN_LABEL = 'Try Again';
export const ONBOARDING_TEST_TEXT_LABEL = 'Test Text Agent';
export const ONBOARDING_TRY_VOICE_LABEL = 'Try Voice';
export const ONBOARDING_WIDGET_SCRIPT_LABEL = 'Add to your website';

/** Spec 002 §4.8 and §9.4: the wizard's timings. */
export const ONBOARDING_AGENT_RETRY_AFTER_MS = 30_000;
export const ONBOARDING_PROPAGATION_WAIT_MS = 2000;

/** The Goals step's checkable goals, kept on the client as these keys. */
export const ONBOARDING_GOALS = {
  answerQuestions: 'Answer customer questions',
  captureLeads: 'Capture leads',
  bookAppointments: 'Book appointments',
  supportCustomers: 'Support existing customers',
  answerCalls: 'Answer phone calls',
} as const;
export const ZOnboardingGoal = z.enum(Object.keys(ONBOARDING_GOALS) as [keyof typeof ONBOARDING_GOALS]);
export type OnboardingGoal = z.infer<typeof ZOnboardingGoal>;

/** Spec 002 §3.10 "Company", as the client typed it: a field the agency does not require may stay empty. */
export const ZOnboardingCompany = z.object({
  name: nameText('The company name').trim().max(COMPANY_NAME_MAX_LENGTH),
  website: nameText('The website').trim().max(WEBSITE_URL_MAX_LENGTH),
  description: freeText().trim().max(COMPANY_DESCRIPTION_MAX_LENGTH),
});
export type OnboardingCompany = z.infer<typeof ZOnboardingCompany>;

type CompanyRules = Pick<
  ClientOnboarding,
  'requireCompanyName' | 'requireCompanyWebsite' | 'requireCompanyDescription'
>;

const optionalUnlessRequired = (rule: z.ZodType<string, string>, required: boolean): z.ZodType<string, string> =>
  required
    ? rule
    : z
        .string()
        .trim()
        .transform((value, ctx) => {
          if (value === '') return value;
          const checked = rule.safeParse(value);
          if (checked.success) return checked.data;
          for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
          return z.NEVER;
        });

/**
 * The company form of spec 002 §5.11 with the agency's require* flags: a required field follows
 * the shared rule and its message; an optional one may stay empty but, when typed, is still checked.
 */
export function onboardingCompanySchema(rules: CompanyRules) {
  return z.object({
    name: optionalUnlessRequired(ZCompanyName, rules.requireCompanyName),
    website: optionalUnlessRequired(ZCompanyWebsite, rules.requireCompanyWebsite),
    description: optionalUnlessRequired(ZCompanyDescription, rules.requireCompanyDescription),
  });
}

/** The same rules over the Agent Wizard's company form (its field names), which the wizard reuses. */
export function onboardingCompanyFormSchema(rules: CompanyRules) {
  const { name, website, description } = onboardingCompanySchema(rules).shape;
  return z.object({ companyName: name, website, description });
}

/** POST /api/client/onboarding/complete: what the client told the wizard, kept on the client. */
export const ZClientOnboardingCompleteBody = z.strictObject({
  goals: z
    .array(ZOnboardingGoal)
    .max(Object.keys(ONBOARDING_GOALS).length)
    .transform((goals) => [...new Set(goals)])
    .optional(),
  company: ZOnboardingCompany.optional(),
});
export type ClientOnboardingCompleteBody = z.input<typeof ZClientOnboardingCompleteBody>;

/** What the wizard needs: the agency's name and its onboarding flags, and where the client stands. */
export const ZClientOnboardingState = z.object({
  agencyName: z.string(),
  /** The agency's workspace and region, where the client's new agent is made. */
  region: ZRegion,
  workspaceUid: z.string(),
  flags: ZClientOnboarding,
  isNewSignup: z.boolean(),
  onboardingCompleted: z.boolean(),
  goals: z.array(ZOnboardingGoal),
  company: ZOnboardingCompany.nullable(),
});
export type ClientOnboardingState = z.infer<typeof ZClientOnboardingState>;

export const CLIENT_ONBOARDING_STEPS = ['welcome', 'goals', 'company', 'agent', 'final'] as const;
export type ClientOnboardingStep = (typeof CLIENT_ONBOARDING_STEPS)[number];

/**
 * The wizard's steps in order, each only when the agency turns it on (spec 001 §3). The final
 * step shows what was made, so it needs the agent step and at least one of its menu entries.
 */
export function clientOnboardingSteps(flags: ClientOnboarding): ClientOnboardingStep[] {
  const on: Record<ClientOnboardingStep, boolean> = {
    welcome: flags.showWelcomeStep,
    goals: flags.showGoalsStep,
    company: flags.showCompanyInfoStep,
    agent: flags.showAgentCreationStep,
    final: flags.showAgentCreationStep && onboardingFinalItems(flags).length > 0,
  };
  return CLIENT_ONBOARDING_STEPS.filter((step) => on[step]);
}

/** The menu's entries; the workspace owner's wizard adds the integrations and telephone ones. */
export type OnboardingFinalItem = 'testText' | 'tryVoice' | 'widgetScript' | 'integrations' | 'telephone';

/** The final step's left menu (spec 002 §2.13), the entries the agency shows. */
export function onboardingFinalItems(flags: ClientOnboarding): OnboardingFinalItem[] {
  const items: OnboardingFinalItem[] = [];
  if (flags.showTestTextAgent) items.push('testText');
  if (flags.showTryVoice) items.push('tryVoice');
  if (flags.showWidgetScript) items.push('widgetScript');
  return items;
}

/** Spec 002 §2.11: after the wizard, the new agent's Prompt tab without the debugger; without one, the post-login routing. */
export function afterOnboardingPath(region: string, agentId: string | null): string {
  return agentId ? `/app/${region}/agents/${encodeURIComponent(agentId)}/nodes?showDebugger=false` : '/';
}
