/**
 * The workspace owner's onboarding wizard (spec 002 §2.13, §4.8): the company form, the website's
 * branding, the agent made from them, and the results. The words shared with the client wizard
 * (titles, Skip, Try Again, the menu's first entries) are in clients/onboarding-contracts.
 */

export const OWNER_ONBOARDING_STEPS = ['company', 'branding', 'final'] as const;
export type OwnerOnboardingStep = (typeof OWNER_ONBOARDING_STEPS)[number];

export const ONBOARDING_BACK_TO_BRANDING_LABEL = 'Back to Branding';
export const ONBOARDING_UNLOCK_BRANDING_LABEL = 'Unlock Custom Branding';
export const ONBOARDING_INTEGRATIONS_LABEL = 'Explore Integration Options';
export const ONBOARDING_TELEPHONE_LABEL = 'Connect to Telephone';
/** Spec 002 §8.4: the Twilio numbers list when it is empty. */
export const ONBOARDING_NO_NUMBERS = 'No numbers available. Please try again later.';

/** Spec 002 §2.13: the owner's final step shows every entry of the left menu. */
export const OWNER_ONBOARDING_FINAL_ITEMS = [
  'testText',
  'tryVoice',
  'widgetScript',
  'integrations',
  'telephone',
] as const;

/** Where the wizard keeps its progress in the browser, per workspace; cleared when onboarding completes. */
export const onboardingStorageKey = (workspaceUid: string) => `agent-platform.onboarding.${workspaceUid}`;

/** Whether a signed-in owner still owes the wizard: their own workspace, not yet onboarded. */
export function needsAgentOnboarding(workspace: { role: string; isAgentOnboardingDone: boolean }): boolean {
  return workspace.role === 'owner' && !workspace.isAgentOnboardingDone;
}
