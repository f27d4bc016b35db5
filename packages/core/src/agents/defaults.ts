import { DEFAULT_SPEECH_VOICES } from '../voice/voices.js';
import type { Agent, AgentNode, AgentPlatform } from './agent.js';

/** Spec 000 §3 "Agent (new-agent defaults)" and §9. */
export const DEFAULT_AGENT_DESCRIPTION = 'Your virtual assistant.';
export const DEFAULT_PROACTIVE_MESSAGE = '👋 Hi, how can I help you today?';
/** The proactiveMessage value that turns the proactive bubble off. */
export const PROACTIVE_MESSAGE_OFF = 'none';
export const DEFAULT_MESSAGE_DELAY_MS = 1000;
export const DEFAULT_MODEL = 'gpt-4o';
export const DEFAULT_TEMPERATURE = 0.5;
export const DEFAULT_MAX_TOKENS = 1024;
export const DEFAULT_KB_DIMENSION = 1536;
export const DEFAULT_MAX_CHUNK_SIZE = 2424;

export const DEFAULT_START_NODE: AgentNode = {
  id: 'start',
  type: 'start',
  position: { x: 0, y: 0 },
  data: { label: 'Start' },
};

export const VG_SYSTEM_PROMPT = [
  'You are a friendly and helpful customer care assistant.',
  'Greet people warmly, answer their questions clearly and briefly, and ask a short follow-up question when a request is unclear.',
  'When you do not know something, say so honestly and offer to connect the person with a human.',
  'Never invent prices, policies or personal data.',
].join('\n');

export const VG_INIT_PROMPT = [
  '# Welcome to your new agent 👋',
  '',
  'This is a demo greeting. It shows what a message can contain:',
  '',
  '- **Markdown**: headings, lists, *emphasis* and [links](https://example.com)',
  '- an image carousel:',
  '',
  '![Slide one](https://placehold.co/600x400?text=Slide+1) ![Slide two](https://placehold.co/600x400?text=Slide+2)',
  '',
  '- a video:',
  '',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Demo video"></iframe>',
  '',
  'Change what your agent says and does in the **Prompt** tab.',
].join('\n');

export const VG_INIT_MESSAGES = ['Hi there! 👋 How can I help you today?'];

export interface NewAgentInput {
  /** 16 random characters (made by the caller: core does no I/O). */
  id: string;
  /** `vg_` plus 20 random characters. */
  secretKey: string;
  title: string;
  /** The workspace the agent belongs to. */
  ownerID: string;
  agentPlatform: AgentPlatform;
  /** The dashboard's current colour scheme: the theme is 'blue-' plus it. */
  colorScheme: 'light' | 'dark';
  /** Unix seconds. */
  now: number;
}

/** Every field and default of a new agent, with the own-platform (`vg`) defaults merged in for `vg` agents. */
export function newAgent(input: NewAgentInput): Agent {
  const base: Agent = {
    ID: input.id,
    title: input.title.trim(),
    agentPlatform: input.agentPlatform,
    description: DEFAULT_AGENT_DESCRIPTION,
    theme: `blue-${input.colorScheme}`,
    scrollAnimation: true,
    roundedImageURL: '',
    chatBgURL: '',
    branding: '',
    proactiveMessage: DEFAULT_PROACTIVE_MESSAGE,
    ownerID: input.ownerID,
    messageDelayMS: DEFAULT_MESSAGE_DELAY_MS,
    maxTokensUsage: 0,
    autoStartWidget: false,
    syncBrowser: false,
    listenForUrlChanges: false,
    lang: 'en',
    recordChatHistory: true,
    enableGeoAnalytics: false,
    UIhandoffTitle: 'Talk to a human',
    UIhandoffSubtitle: 'A member of our team will join this chat shortly.',
    SECRET_API_KEY: input.secretKey,
    lastModified: input.now,
    internal: { accountCreationConfig: 'v2' },
    enableNodes: true,
    nodes: [
      { ...DEFAULT_START_NODE, position: { ...DEFAULT_START_NODE.position }, data: { ...DEFAULT_START_NODE.data } },
    ],
    voiceConfig: {
      // The spec gives no value: off, so no agent's widget offers a call before its owner chose to.
      config: { recordAudio: false, enableWebCalling: false, backgroundNoise: 'restaurant' },
      transcriber: { provider: 'deepgram', modelId: 'nova-2', utteranceThreshold: 50, language: 'en' },
      speechGen: { provider: 'deepgram', voiceId: DEFAULT_SPEECH_VOICES.deepgram },
    },
    vapiConfig: { promptOnWeb: false },
    // Own-platform fields exist on every agent so that one schema fits all; `vg` gets the real values below.
    vg_systemPrompt: '',
    vg_initPrompt: '',
    vg_initMessages: [],
    vg_defaultModel: DEFAULT_MODEL,
    vg_temperature: DEFAULT_TEMPERATURE,
    vg_maxTokens: DEFAULT_MAX_TOKENS,
    vg_kbDefaultDimension: DEFAULT_KB_DIMENSION,
    vg_enableUIEngine: false,
    vgOptions: { maxChunkSize: DEFAULT_MAX_CHUNK_SIZE },
  };
  if (input.agentPlatform !== 'vg') return base;
  return {
    ...base,
    vg_defaultModel: DEFAULT_MODEL,
    vg_enableUIEngine: true,
    vg_temperature: DEFAULT_TEMPERATURE,
    vg_systemPrompt: VG_SYSTEM_PROMPT,
    vg_initPrompt: VG_INIT_PROMPT,
    vg_initMessages: [...VG_INIT_MESSAGES],
    vg_maxTokens: DEFAULT_MAX_TOKENS,
    vg_kbDefaultDimension: DEFAULT_KB_DIMENSION,
    internal: { ...base.internal, websocketServer: 'nodejs' },
    vgOptions: { maxChunkSize: DEFAULT_MAX_CHUNK_SIZE },
    enableGeoAnalytics: true,
    voiceConfig: {
      ...base.voiceConfig,
      transcriber: { ...base.voiceConfig.transcriber, utteranceThreshold: 150 },
      // Spec 000 §3 gives Google Live here; the voice must be one of Google Live's, not Deepgram's asteria.
      speechGen: { provider: 'google-live', voiceId: DEFAULT_SPEECH_VOICES['google-live'] },
    },
  };
}
