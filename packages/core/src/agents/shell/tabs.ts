import type { NODE_TYPES } from '../agent.js';
import { SETTINGS_SECTIONS } from './settings-sections.js';

/** Spec 002 §2.1: the agent shell's tabs, in the order the sidebar shows them. */
export const AGENT_TAB_PATHS = [
  'home',
  'nodes',
  'prompt',
  'voice',
  'overview',
  'kb',
  'convos',
  'analytics',
  'leads',
  'channels',
  'tools',
  'settings',
  'billing',
] as const;
export type AgentTabPath = (typeof AGENT_TAB_PATHS)[number];

/** Spec 002 §9.3: the agent shell's vertical sidebar. */
export const AGENT_SIDEBAR_WIDTH_EXPANDED = 250;
export const AGENT_SIDEBAR_WIDTH_COLLAPSED = 75;

/** Where an agent opens when the address names no tab (spec 001 §2, for everyone but clients). */
export const DEFAULT_AGENT_TAB: AgentTabPath = 'overview';

export interface AgentSubTab {
  /** The value of the tab's `?tab=` query. */
  id: string;
  label: string;
  keywords: readonly string[];
}

export interface AgentTab {
  path: AgentTabPath;
  label: string;
  keywords: readonly string[];
  subTabs: readonly AgentSubTab[];
}

/** Spec 002 §2.1 Voice tab query. */
export const VOICE_SUB_TAB_IDS = [
  'voiceLibrary',
  'speechGen',
  'transcriber',
  'phoneNumbers',
  'testCall',
  'advanced',
] as const;
export type VoiceSubTabId = (typeof VOICE_SUB_TAB_IDS)[number];

const VOICE_SUB_TABS: readonly AgentSubTab[] = [
  { id: 'voiceLibrary', label: 'Voice Library', keywords: ['voices', 'library', 'choose voice'] },
  { id: 'speechGen', label: 'Speech Generation', keywords: ['tts', 'text to speech', 'speech'] },
  { id: 'transcriber', label: 'Transcriber', keywords: ['stt', 'speech to text', 'transcription'] },
  { id: 'phoneNumbers', label: 'Phone Numbers', keywords: ['phone', 'numbers', 'twilio'] },
  { id: 'testCall', label: 'Test Call', keywords: ['call', 'test', 'try'] },
  { id: 'advanced', label: 'Advanced', keywords: ['voice settings'] },
];

const SETTINGS_KEYWORDS: Record<string, readonly string[]> = {
  core: ['name', 'title', 'description', 'avatar', 'introduction', 'general'],
  ui: ['theme', 'colors', 'font', 'appearance', 'images', 'layout'],
  language: ['translate', 'translation', 'locale'],
  security: ['limits', 'tokens', 'file upload', 'privacy'],
  notifications: ['no reply', 'triggers', 'follow up'],
  handoff: ['human', 'live agent', 'takeover'],
  technical: ['delay', 'url changes', 'vector', 'chunk size'],
  analytics: ['geo', 'chat history', 'record'],
  advanced: ['css', 'custom theme', 'model', 'temperature'],
  integrations: ['vapi', 'flowise', 'webhook'],
};

const SETTINGS_SUB_TABS: readonly AgentSubTab[] = SETTINGS_SECTIONS.map((section) => ({
  id: section.id,
  label: section.label,
  keywords: SETTINGS_KEYWORDS[section.id] ?? [],
}));

export const AGENT_TABS: readonly AgentTab[] = [
  { path: 'home', label: 'Home', keywords: ['home', 'dashboard', 'start'], subTabs: [] },
  {
    path: 'nodes',
    label: 'Prompt',
    keywords: ['prompt', 'instructions', 'system prompt', 'flow', 'nodes'],
    subTabs: [],
  },
  { path: 'prompt', label: 'Canvas', keywords: ['canvas', 'flow', 'nodes', 'builder'], subTabs: [] },
  { path: 'voice', label: 'Voice', keywords: ['voice', 'call', 'phone', 'speech'], subTabs: VOICE_SUB_TABS },
  {
    path: 'overview',
    label: 'Widget',
    keywords: ['widget', 'overview', 'appearance', 'embed', 'preview'],
    subTabs: [],
  },
  { path: 'kb', label: 'Knowledge', keywords: ['knowledge', 'documents', 'files', 'website', 'crawl'], subTabs: [] },
  {
    path: 'convos',
    label: 'Chats',
    keywords: ['chats', 'conversations', 'messages', 'history', 'inbox'],
    subTabs: [],
  },
  { path: 'analytics', label: 'Analytics', keywords: ['analytics', 'stats', 'metrics', 'reports'], subTabs: [] },
  { path: 'leads', label: 'Leads', keywords: ['leads', 'contacts', 'campaigns'], subTabs: [] },
  {
    path: 'channels',
    label: 'Channels',
    keywords: ['channels', 'whatsapp', 'instagram', 'messenger', 'telegram', 'discord', 'deploy'],
    subTabs: [],
  },
  { path: 'tools', label: 'Tools', keywords: ['tools', 'functions', 'actions', 'api'], subTabs: [] },
  {
    path: 'settings',
    label: 'Settings',
    keywords: ['settings', 'configuration', 'preferences', 'options'],
    subTabs: SETTINGS_SUB_TABS,
  },
  { path: 'billing', label: 'Billing', keywords: ['billing', 'credits', 'payments', 'subscription'], subTabs: [] },
];

export function isAgentTabPath(value: unknown): value is AgentTabPath {
  return typeof value === 'string' && (AGENT_TAB_PATHS as readonly string[]).includes(value);
}

export function findAgentTab(path: AgentTabPath): AgentTab {
  const tab = AGENT_TABS.find((candidate) => candidate.path === path);
  if (!tab) throw new Error(`Unknown agent tab ${path}`);
  return tab;
}

/**
 * The tabs whose test panel is open unless the address says otherwise (spec 002 §2.1). On every
 * other tab the panel's state is reset and kept out of the address (§4.5).
 */
export const DEBUGGER_TABS: readonly AgentTabPath[] = ['overview', 'voice', 'nodes'];

/** `showDebugger` when the address does not carry it. */
export function showDebuggerDefault(tab: string): boolean {
  return (DEBUGGER_TABS as readonly string[]).includes(tab);
}

export interface TabVisibilityInput {
  /** A signed-in workspace owner or member. */
  isWorkspaceUser: boolean;
  /** The agent's `enableNodes`. */
  enableNodes: boolean;
  /** An agency owner: sees Billing (spec 002 §6). */
  isAgency?: boolean;
  /** Set for a client of an agency: the tab hrefs it may open and its plan's features. */
  client?: {
    canAccess: readonly string[];
    /** Only in organisations that restrict by plan; absent means no restriction. */
    planFeatures?: { allowAnalytics: boolean; allowLeads: boolean; allowVoiceChannel: boolean };
    /** clientTabOrder: tab names without a slash. */
    tabOrder?: readonly string[];
    /** The organisation's allowBilling: Billing is for clients only with it (spec 001 §2, spec 002 §6). */
    allowBilling?: boolean;
  };
  /** Tabs the user chose to hide (kept in local storage). */
  hiddenTabs?: readonly string[];
}

const withoutSlash = (href: string) => href.replace(/^\/+/, '');

/**
 * The sidebar's tabs for this user and agent (spec 002 §6). Canvas is not listed: it is the
 * other view of Prompt, reached by the Canvas/Prompt switch.
 */
export function visibleTabs(input: TabVisibilityInput): AgentTab[] {
  const { client } = input;
  const allowed = client ? new Set(client.canAccess.map(withoutSlash)) : undefined;
  const features = client?.planFeatures;
  const hidden = new Set(input.hiddenTabs ?? []);

  const tabs = AGENT_TABS.filter((tab) => {
    if (tab.path === 'prompt' || hidden.has(tab.path)) return false;
    if (allowed && !allowed.has(tab.path)) return false;
    switch (tab.path) {
      case 'home':
        return !input.isWorkspaceUser;
      case 'tools':
        if (client) return false;
        return !input.isWorkspaceUser || !input.enableNodes;
      case 'billing':
        if (client) return client.allowBilling === true;
        return input.isAgency === true;
      case 'analytics':
        return features?.allowAnalytics ?? true;
      case 'leads':
        return features?.allowLeads ?? true;
      case 'voice':
        return features?.allowVoiceChannel ?? true;
      default:
        return true;
    }
  });

  const order = client?.tabOrder?.map(withoutSlash);
  if (!order?.length) return tabs;
  const rank = (tab: AgentTab) => {
    const index = order.indexOf(tab.path);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable: unlisted tabs keep the catalogue order after the listed ones.
  return [...tabs].sort((a, b) => rank(a) - rank(b));
}

type NodeType = (typeof NODE_TYPES)[number];

export interface CanvasSwitchAgent {
  enableNodes: boolean;
  nodes: readonly { type: NodeType }[];
}

/**
 * Spec 002 §2.2: the Canvas/Prompt switch shows only for an agent with nodes enabled, on the
 * nodes or prompt path, whose flow has start or note nodes but no default or end nodes.
 */
export function showCanvasPromptSwitch(agent: CanvasSwitchAgent, path: string): boolean {
  if (!agent.enableNodes || (path !== 'nodes' && path !== 'prompt')) return false;
  const has = (type: NodeType) => agent.nodes.some((node) => node.type === type);
  return (has('start') || has('note')) && !has('default') && !has('end');
}
