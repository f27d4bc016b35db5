import { z } from 'zod';
import { HANDOFF_BUTTON_TYPES } from '../conversations/handoff.js';
import { freeText, nameText } from '../text.js';
import { ZAllowedDomain } from '../widget/contracts.js';

/**
 * The agent document (spec 002 §3.1, with the new-agent fields of spec 000 §3). Field names are
 * the spec's, including its spellings (`whatsappBusniessId`, `temprature`), because they are the
 * API's and the export file's names. Every write of an agent is validated by `ZAgent`.
 */

export const AGENT_ID_LENGTH = 16;
export const AGENT_SECRET_PREFIX = 'vg_';
export const AGENT_SECRET_RANDOM_LENGTH = 20;
export const MIN_MAX_CHUNK_SIZE = 1000;
export const AGENT_TITLE_MAX_LENGTH = 100;

export const AGENT_PLATFORMS = ['vg', 'vf', 'oai-assistants'] as const;
export const ZAgentPlatform = z.enum(AGENT_PLATFORMS);
export type AgentPlatform = z.infer<typeof ZAgentPlatform>;

/** The flow-builder runtime a `vf` agent's conversations are proxied to, unless its vfSettings name another. */
export const VF_DEFAULT_RUNTIME_URL = 'https://general-runtime.voiceflow.com';
export const VF_DEFAULT_VERSION_ID = 'production';
export const VF_RUNTIME_URL_MESSAGE = 'Please enter a URL starting with http:// or https://.';

export const NODE_TYPES = ['start', 'note', 'default', 'end'] as const;

/** A node of the agent's flow; `data` is the node's own settings (prompt text, note text...). */
export const ZAgentNode = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(NODE_TYPES),
  position: z.object({ x: z.number(), y: z.number() }),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type AgentNode = z.infer<typeof ZAgentNode>;

// Settings text lands in a jsonb document, which cannot hold a NUL or a broken character.
const text = (max = 20_000) => freeText().max(max);
const url = z.string().max(2048);
const flag = z.boolean();
const count = z.number().int().nonnegative();

export const ZVoiceConfig = z.object({
  config: z.object({
    recordAudio: flag,
    enableWebCalling: flag,
    backgroundNoise: z.string().max(64),
  }),
  transcriber: z.object({
    provider: z.string().max(64),
    modelId: z.string().max(64),
    utteranceThreshold: count,
    language: z.string().max(16),
  }),
  speechGen: z.object({
    provider: z.string().max(64),
    voiceId: z.string().max(128),
  }),
});

export const ZAgent = z.object({
  // Platform and storage
  ID: z.string().regex(/^[A-Za-z0-9]{16}$/, 'Agent ID must be 16 letters or digits.'),
  agentPlatform: ZAgentPlatform,
  vectorDb: z.enum(['postgres', 'firebase']).optional(),
  storageID: text(128).optional(),
  ownerID: z.string().min(1).max(64),
  region: z.enum(['voiceglow-eu', '(default)']).optional(),
  ownerEmail: z.string().max(254).optional(),

  // Look
  title: nameText('Agent name', { error: 'Please provide a name for the agent.' })
    .trim()
    .min(1, 'Please provide a name for the agent.')
    .max(AGENT_TITLE_MAX_LENGTH, `Agent name must be at most ${AGENT_TITLE_MAX_LENGTH} characters.`),
  description: text(2000),
  theme: z.string().max(64),
  roundedImageURL: url,
  rectangleImageURL: url.optional(),
  chatBgURL: url,
  avatarImageURL: url.optional(),
  headerImageURL: url.optional(),
  bannerImageURL: url.optional(),
  fontFamily: text(128).optional(),
  branding: text(500),
  customThemeJSONString: text(50_000).optional(),
  ADVANCED_customCSS: text(100_000).optional(),
  buttonsLayout: z.enum(['horizontal', 'vertical', 'in-footer']).optional(),

  // Behaviour
  messageDelayMS: count.max(60_000),
  scrollAnimation: flag,
  proactiveMessage: text(1000),
  acceptFileUpload: flag.optional(),
  recordChatHistory: flag,
  autoStartWidget: flag,
  autoOpenWidget: flag.optional(),
  allTimeTriggers: flag.optional(),
  syncBrowser: flag,
  delayBeforeSubmit: count.max(60_000).optional(),
  listenForUrlChanges: flag,
  chatForget: flag.optional(),
  lang: z.string().min(2).max(16),
  enableAudioSupport: flag.optional(),
  AITranslateTo: z.string().max(16).optional(),
  enableAITranslate: flag.optional(),
  disableNoReplyListener: flag.optional(),
  messagesLimit: count.optional(),

  // Handoff
  enableHumanHandoff: flag.optional(),
  alwaysShowHandoff: flag.optional(),
  manualControl: flag.optional(),
  enableVGHandoff: flag.optional(),
  fixedHandoffPopup: flag.optional(),
  UIhandoffTitle: text(200),
  UIhandoffSubtitle: text(500),
  /** How the visitor asks for a person (HANDOFF_BUTTON_TYPES); absent: 'default'. */
  handoffButtonType: z.enum(HANDOFF_BUTTON_TYPES).optional(),
  /** Where the `link` handoff button leads. */
  handoffLink: z
    .url({ protocol: /^(https?|mailto|tel)$/, error: 'The handoff link must be an http, https, mailto or tel link.' })
    .max(2048)
    .optional(),
  /** Seconds a handoff request waits for a member before the AI carries on; 0: it waits. Absent: DEFAULT_HANDOFF_TIMEOUT_SECONDS. */
  handoffTimeout: z.number().int().min(0).max(86_400).optional(),

  // Usage and deployment
  isDeployed: flag.optional(),
  tokensUsage: z.number().nonnegative().optional(),
  maxTokensUsage: z.number().nonnegative(),
  lastModified: z.number().int().nonnegative(),
  enableGeoAnalytics: flag,
  starred: flag.optional(),
  /**
   * Sites allowed to embed the chat (the Widget tab); the chat frame's `frame-ancestors`.
   * Empty or absent: any site may embed it.
   */
  allowedDomains: z.array(ZAllowedDomain).max(100, 'At most 100 allowed domains.').optional(),
  /** Hosts whose pictures the chat shows (isAllowedImage); pictures from elsewhere show as links. */
  allowedImageHosts: z.array(ZAllowedDomain).max(50, 'At most 50 allowed image hosts.').optional(),

  // WhatsApp and other channels
  whatsappToken: text(1000).optional(),
  whatsappNumberId: text(64).optional(),
  whatsappBusniessId: text(64).optional(),
  waTestNumber: text(32).optional(),
  /** The number the widget's WhatsApp button opens a chat with (wa.me), digits with an optional +. */
  whatsappPhoneNumber: z
    .string()
    .regex(/^(\+?[0-9]{6,20})?$/, 'Please enter a phone number in international format, digits only.')
    .optional(),
  waVerifyPassed: flag.optional(),
  waTestPassed: flag.optional(),
  webhookUrl: url.optional(),
  smartInit: flag.optional(),
  instagramVerified: flag.optional(),
  instagramAccessToken: text(1000).optional(),
  instagramOptions: z.object({ pageId: text(64).optional() }).optional(),
  vapi: z.object({ id: text(128).optional() }).optional(),
  gcloudClientEmail: text(254).optional(),
  gcloudPrivateKey: text(10_000).optional(),

  // Prompt and knowledge (own platform)
  vg_initPrompt: text(),
  vg_prompt: text(100_000).optional(),
  vg_initMessages: z.array(text(2000)).max(20),
  vg_systemPrompt: text(100_000),
  vg_temperature: z.number().min(0).max(2),
  vg_defaultModel: z.string().min(1).max(128),
  vg_maxTokens: z.number().int().min(1).max(200_000),
  vg_kbDefaultDimension: z.number().int().positive(),
  vg_kbTopChunks: z.number().int().min(1).max(100).optional(),
  vg_kbCharCount: z.number().int().positive().optional(),
  vg_kbDocsNum: z.number().int().positive().optional(),
  vg_enableUIEngine: flag,
  vg_enableAboutContext: flag.optional(),
  vg_kb_llm: z
    .object({
      searchMethod: z.enum(['smart', 'simple']).optional(),
      searchPrompt: text().optional(),
      modelId: text(128).optional(),
      temprature: z.number().min(0).max(2).optional(),
      maxTokens: z.number().int().positive().optional(),
    })
    .optional(),
  vgOptions: z.object({
    maxChunkSize: z
      .number({ error: `Max chunk size must be greater than ${MIN_MAX_CHUNK_SIZE}` })
      .int()
      .min(MIN_MAX_CHUNK_SIZE, `Max chunk size must be greater than ${MIN_MAX_CHUNK_SIZE}`),
  }),

  // Other
  ifKnowsThreshold: z.number().min(0).max(1).optional(),
  enableQuickFileUpload: flag.optional(),
  translateUserResponse: flag.optional(),
  flowise: z.object({ webhookUrl: url.optional(), webhookSecret: text(500).optional() }).optional(),
  vfSettings: z
    .object({
      enableIgnoreUrlPaths: flag.optional(),
      /** A `vf` agent's dialog runtime; absent means VF_DEFAULT_RUNTIME_URL. */
      runtimeUrl: z
        .url({ protocol: /^https?$/, error: VF_RUNTIME_URL_MESSAGE })
        .max(2048)
        .optional(),
      /** The flow version the runtime runs ('production', 'development' or a version id); absent means VF_DEFAULT_VERSION_ID. */
      versionID: z.string().trim().min(1).max(128).optional(),
    })
    .optional(),
  vapiConfig: z.object({
    enableVapiOnWeb: flag.optional(),
    overrideWithVG: flag.optional(),
    promptOnWeb: flag,
    maxCostMonthly: z.number().nonnegative().optional(),
    maxMinutesMonthly: z.number().nonnegative().optional(),
  }),
  ui: z
    .object({
      enableFixedFeedbackBtns: flag.optional(),
      voiceQuestionLabel: text(200).optional(),
      voiceContinueLabel: text(100).optional(),
      voiceDismissLabel: text(100).optional(),
      widgetType: z.string().max(32).optional(),
      showWhatsappButtonOnWeb: flag.optional(),
    })
    .optional(),
  tabs: z.array(z.record(z.string(), z.unknown())).max(20).optional(),

  // Tools, nodes and internals
  assignedToolsIds: z.array(z.string().max(64)).max(100).optional(),
  tools: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
  enableNodes: flag,
  nodes: z.array(ZAgentNode).max(500),
  voiceConfig: ZVoiceConfig,
  internal: z.object({
    accountCreationConfig: z.literal('v2'),
    websocketServer: z.string().max(32).optional(),
  }),
  SECRET_API_KEY: z.string().regex(/^vg_[A-Za-z0-9]{20}$/, 'SECRET_API_KEY must be vg_ and 20 letters or digits.'),
});
export type Agent = z.infer<typeof ZAgent>;

/**
 * What a save may send: the whole agent, where a missing `SECRET_API_KEY` is generated by the
 * server (spec 002 §3.1) and `ownerID`/`ID` are set from the URL and the workspace. An empty
 * key, as an agency's client reads the agent, keeps the saved one.
 */
export const ZAgentSaveBody = ZAgent.extend({
  ID: ZAgent.shape.ID.optional(),
  ownerID: ZAgent.shape.ownerID.optional(),
  SECRET_API_KEY: ZAgent.shape.SECRET_API_KEY.or(z.literal('')).optional(),
}).strict();
export type AgentSaveBody = z.infer<typeof ZAgentSaveBody>;
