/** Joined more than this many seconds ago and still without a subscription: offer an upgrade. */
export const UPGRADE_AFTER_SECONDS = 604_800;
export const UPGRADE_BELOW_CREDITS = 500;
/** Accounts that joined at or after this moment (seconds) get the tutorial walkthrough. */
export const TUTORIAL_FROM_TIMESTAMP = 1_727_740_800;

export const SIDEBAR_WIDTH_COLLAPSED = 65;
export const SIDEBAR_WIDTH_EXPANDED = 200;

/** Loading progress stays at or below this until the data has arrived. */
export const LOADING_PROGRESS_CAP = 85;

interface UpgradeInput {
  hasSubscription: boolean;
  joinedAt: string;
  loadTokens: number;
  onAgentPage: boolean;
  now: Date;
}

/** Spec 001 §2: outside agent pages, for users with no subscription who joined over 7 days ago or have under 500 credits. */
export function shouldShowUpgradeButton(input: UpgradeInput): boolean {
  if (input.onAgentPage || input.hasSubscription) return false;
  const joinedSecondsAgo = (input.now.getTime() - Date.parse(input.joinedAt)) / 1000;
  return joinedSecondsAgo > UPGRADE_AFTER_SECONDS || input.loadTokens < UPGRADE_BELOW_CREDITS;
}

export function shouldShowTutorialButton(joinedAt: string): boolean {
  return Date.parse(joinedAt) / 1000 >= TUTORIAL_FROM_TIMESTAMP;
}

/** Progress of the first-load screen: capped until data arrives, then complete. */
export function loadingProgress(elapsedMs: number, dataArrived: boolean): number {
  if (dataArrived) return 100;
  // Approaches the cap asymptotically so the bar keeps moving without promising completion.
  return Math.min(LOADING_PROGRESS_CAP, Math.round(LOADING_PROGRESS_CAP * (1 - Math.exp(-elapsedMs / 1500))));
}

export const LOADING_STAGES = [
  { from: 0, message: 'Connecting to your workspace...' },
  { from: 30, message: 'Loading your agents...' },
  { from: 60, message: 'Preparing the dashboard...' },
  { from: 100, message: 'Ready' },
] as const;

export function loadingStageMessage(progress: number): string {
  let message: string = LOADING_STAGES[0].message;
  for (const stage of LOADING_STAGES) if (progress >= stage.from) message = stage.message;
  return message;
}
