import type { AgentTabPath } from './tabs.js';

/** Spec 002 §2.4: what the guided tour highlights, in order, then its closing step. */
export interface TourStep {
  title: string;
  text: string;
  /** A tab's link in the sidebar, the top bar's Test or Deploy button, or nothing for the closing step. */
  target: { tab: AgentTabPath } | { control: 'test' | 'deploy' } | null;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { title: 'Prompt', text: 'Write what your agent knows and how it answers.', target: { tab: 'nodes' } },
  { title: 'Show Test', text: 'Chat with your agent here while you change it.', target: { control: 'test' } },
  { title: 'Widget', text: 'Style the chat widget your visitors see.', target: { tab: 'overview' } },
  { title: 'Voice', text: 'Give your agent a voice, for web calls and phone numbers.', target: { tab: 'voice' } },
  { title: 'Knowledge', text: 'Add pages, files and Q&As your agent answers from.', target: { tab: 'kb' } },
  { title: 'Chats', text: "Read your agent's conversations and take over when needed.", target: { tab: 'convos' } },
  {
    title: 'Analytics',
    text: 'See how many people your agent talks to, and about what.',
    target: { tab: 'analytics' },
  },
  { title: 'Leads & Campaigns', text: 'Find the contacts your agent collected.', target: { tab: 'leads' } },
  {
    title: 'Channels',
    text: 'Connect WhatsApp, Instagram, Messenger, Telegram and Discord.',
    target: { tab: 'channels' },
  },
  { title: 'Settings', text: "Set your agent's language, security and handoff rules.", target: { tab: 'settings' } },
  { title: 'Deploy', text: 'Publish your agent and add it to your website.', target: { control: 'deploy' } },
  { title: "You're all set", text: 'You can take this tour again at any time from the top bar.', target: null },
];

/**
 * Spec 002 §9.3: the tour is for users who joined on or after unix 1727740800. The spec's prose
 * says 1 October 2025, but that number is 1 October 2024: the number is what is compared.
 */
export const TOUR_MIN_JOINED_AT_MS = 1727740800 * 1000;

/** What a browser keeps per workspace (spec 002 §4.5): the pages whose tour was seen, and the permanent skip. */
export interface TourState {
  seen: Record<string, boolean>;
  neverShow: boolean;
}

export const EMPTY_TOUR_STATE: TourState = { seen: {}, neverShow: false };

export const tourStorageKey = (workspaceUid: string) => `agent-platform.tour.${workspaceUid}`;
/** Session storage: the tour under way and its step, so that a reload or a page change continues it. */
export const TOUR_IN_PROGRESS_KEY = 'agent-platform.tour-in-progress';

/**
 * Whether the tour may run for this viewer (spec 002 §4.5, §9.3): never for agency users; only
 * for those who joined on or after the date; and only after the onboarding wizard, so that an
 * owner meets it on their first agent.
 */
export function tourAllowed(viewer: { isAgencyUser: boolean; joinedAt: string; isAgentOnboardingDone: boolean }) {
  const joined = Date.parse(viewer.joinedAt);
  return !viewer.isAgencyUser && viewer.isAgentOnboardingDone && joined >= TOUR_MIN_JOINED_AT_MS;
}

/** Whether the tour starts by itself on `page`: allowed, not skipped for good, and not seen there yet. */
export function tourStartsOn(page: string, state: TourState): boolean {
  return !state.neverShow && !state.seen[page];
}
