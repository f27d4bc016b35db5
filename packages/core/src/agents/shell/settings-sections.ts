import { DEFAULT_HANDOFF_TIMEOUT_SECONDS, type HANDOFF_BUTTON_TYPES } from '../../conversations/handoff.js';
/**
 * The Settings tab of the agent shell (spec 002 §3.11): ten sections, each editing a set of agent
 * fields (§3.1). A setting's id is 'section.setting', the form organisations use in
 * `settings.allowedSettings`; the dashboard uses it as the element id of the setting's input.
 */

export const SETTINGS_SECTION_IDS = [
  'core',
  'ui',
  'language',
  'security',
  'notifications',
  'handoff',
  'technical',
  'analytics',
  'advanced',
  'integrations',
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

export type SettingKind =
  /** One line of text. */
  | 'text'
  /** A credential (AGENT_SECRET_FIELDS): hidden while typed, shown by the API only as MASKED_AGENT_SECRET. */
  | 'secret'
  /** Several lines of prose. */
  | 'textarea'
  /** CSS or JSON, shown in a monospace font. */
  | 'code'
  /** The chat's custom CSS: a CSS code editor with the AI CSS Assistant. */
  | 'css'
  /** A language, from the language picker ('Automatic' first). */
  | 'language'
  /** A list of strings edited one per line. */
  | 'lines'
  | 'number'
  | 'switch'
  | 'select';

export interface SettingOption {
  value: string;
  label: string;
}

export interface SettingDefinition {
  /** 'section.setting'. */
  id: `${SettingsSectionId}.${string}`;
  label: string;
  description?: string;
  kind: SettingKind;
  /** Dot path of the agent field it edits, e.g. `vapiConfig.maxCostMonthly`. */
  field: string;
  /** The field may be absent from the agent; an empty input removes it. */
  optional?: true;
  options?: readonly SettingOption[];
  /** What the product uses while the field is absent: a select shows it instead of an empty box. */
  defaultValue?: string;
  min?: number;
  max?: number;
  step?: number;
}

export interface SettingsSection {
  id: SettingsSectionId;
  label: string;
  description: string;
  settings: readonly SettingDefinition[];
}

/** The handoff button types (HANDOFF_BUTTON_TYPES) in the product's words. */
export const HANDOFF_BUTTON_TYPE_OPTIONS: readonly SettingOption[] = [
  { value: 'default', label: 'Default' },
  { value: 'intent', label: 'When the visitor asks' },
  { value: 'link', label: 'Link' },
  { value: 'hidden', label: 'Hidden' },
] satisfies { value: (typeof HANDOFF_BUTTON_TYPES)[number]; label: string }[];

/** Where an agent's knowledge is kept (`vectorDb`, spec 002 §3.1: postgres or firebase). */
export const VECTOR_DB_OPTIONS: readonly SettingOption[] = [
  { value: 'postgres', label: 'Built-in (PostgreSQL)' },
  { value: 'firebase', label: 'Firebase (kept in the built-in database)' },
];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'core',
    label: 'Core',
    description: 'Name, description and the first things the agent says.',
    settings: [
      { id: 'core.title', label: 'Agent name', kind: 'text', field: 'title' },
      { id: 'core.description', label: 'Description', kind: 'textarea', field: 'description' },
      { id: 'core.roundedImageURL', label: 'Avatar image URL', kind: 'text', field: 'roundedImageURL' },
      {
        id: 'core.aiIntroductionMessage',
        label: 'AI introduction messages',
        description: 'One message per line, sent when a chat starts.',
        kind: 'lines',
        field: 'vg_initMessages',
      },
      {
        id: 'core.proactiveMessage',
        label: 'Proactive message',
        description: "Shown in a bubble beside the launcher. 'none' turns it off.",
        kind: 'text',
        field: 'proactiveMessage',
      },
    ],
  },
  {
    id: 'ui',
    label: 'UI',
    description: 'How the widget looks.',
    settings: [
      { id: 'ui.theme', label: 'Theme', kind: 'text', field: 'theme' },
      {
        id: 'ui.buttonsLayout',
        label: 'Buttons layout',
        kind: 'select',
        field: 'buttonsLayout',
        optional: true,
        options: [
          { value: 'horizontal', label: 'Horizontal' },
          { value: 'vertical', label: 'Vertical' },
          { value: 'in-footer', label: 'In footer' },
        ],
      },
      { id: 'ui.fontFamily', label: 'Font family', kind: 'text', field: 'fontFamily', optional: true },
      { id: 'ui.branding', label: 'Branding text', kind: 'text', field: 'branding' },
      {
        id: 'ui.rectangleImageURL',
        label: 'Rectangle image URL',
        kind: 'text',
        field: 'rectangleImageURL',
        optional: true,
      },
      { id: 'ui.avatarImageURL', label: 'Chat avatar URL', kind: 'text', field: 'avatarImageURL', optional: true },
      { id: 'ui.headerImageURL', label: 'Header image URL', kind: 'text', field: 'headerImageURL', optional: true },
      { id: 'ui.bannerImageURL', label: 'Banner image URL', kind: 'text', field: 'bannerImageURL', optional: true },
      { id: 'ui.chatBgURL', label: 'Chat background image URL', kind: 'text', field: 'chatBgURL' },
      { id: 'ui.scrollAnimation', label: 'Scroll animation', kind: 'switch', field: 'scrollAnimation' },
      {
        id: 'ui.enableFixedFeedbackBtns',
        label: 'Always show feedback buttons',
        kind: 'switch',
        field: 'ui.enableFixedFeedbackBtns',
        optional: true,
      },
      {
        id: 'ui.voiceQuestionLabel',
        label: 'Voice question label',
        kind: 'text',
        field: 'ui.voiceQuestionLabel',
        optional: true,
      },
      {
        id: 'ui.voiceContinueLabel',
        label: 'Voice continue label',
        kind: 'text',
        field: 'ui.voiceContinueLabel',
        optional: true,
      },
      {
        id: 'ui.voiceDismissLabel',
        label: 'Voice dismiss label',
        kind: 'text',
        field: 'ui.voiceDismissLabel',
        optional: true,
      },
    ],
  },
  {
    id: 'language',
    label: 'Language',
    description: 'The language the widget speaks and automatic translation.',
    settings: [
      {
        id: 'language.lang',
        label: 'Widget language',
        description: "Automatic speaks each visitor's browser language.",
        kind: 'language',
        field: 'lang',
      },
      {
        id: 'language.enableAITranslate',
        label: 'AI translation',
        kind: 'switch',
        field: 'enableAITranslate',
        optional: true,
      },
      {
        id: 'language.AITranslateTo',
        label: 'Translate to',
        description: 'A language code such as de.',
        kind: 'text',
        field: 'AITranslateTo',
        optional: true,
      },
      {
        id: 'language.translateUserResponse',
        label: "Translate the user's messages",
        kind: 'switch',
        field: 'translateUserResponse',
        optional: true,
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    description: 'Usage limits, uploads and what a visitor leaves behind.',
    settings: [
      { id: 'security.maxTokensUsage', label: 'Maximum tokens usage', kind: 'number', field: 'maxTokensUsage', min: 0 },
      {
        id: 'security.maxMessages',
        label: 'Messages limit',
        kind: 'number',
        field: 'messagesLimit',
        optional: true,
        min: 0,
      },
      {
        id: 'security.acceptFileUpload',
        label: 'Accept file uploads',
        kind: 'switch',
        field: 'acceptFileUpload',
        optional: true,
      },
      {
        id: 'security.enableQuickFileUpload',
        label: 'Quick file upload',
        kind: 'switch',
        field: 'enableQuickFileUpload',
        optional: true,
      },
      {
        id: 'security.chatForget',
        label: 'Forget the chat when the page is closed',
        kind: 'switch',
        field: 'chatForget',
        optional: true,
      },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'Follow-ups and triggers that reach out to the visitor.',
    settings: [
      {
        id: 'notifications.disableNoReplyListener',
        label: 'Disable the no-reply listener',
        kind: 'switch',
        field: 'disableNoReplyListener',
        optional: true,
      },
      {
        id: 'notifications.allTimeTriggers',
        label: 'All-time triggers',
        kind: 'switch',
        field: 'allTimeTriggers',
        optional: true,
      },
    ],
  },
  {
    id: 'handoff',
    label: 'Handoff',
    description: 'Passing a chat to a human.',
    settings: [
      {
        id: 'handoff.enableHumanHandoff',
        label: 'Human handoff',
        kind: 'switch',
        field: 'enableHumanHandoff',
        optional: true,
      },
      {
        id: 'handoff.alwaysShowHandoff',
        label: 'Always show the handoff button',
        kind: 'switch',
        field: 'alwaysShowHandoff',
        optional: true,
      },
      { id: 'handoff.manualControl', label: 'Manual control', kind: 'switch', field: 'manualControl', optional: true },
      {
        id: 'handoff.enableVGHandoff',
        label: 'Handoff inside the dashboard',
        kind: 'switch',
        field: 'enableVGHandoff',
        optional: true,
      },
      {
        id: 'handoff.fixedHandoffPopup',
        label: 'Fixed handoff popup',
        kind: 'switch',
        field: 'fixedHandoffPopup',
        optional: true,
      },
      { id: 'handoff.handoffTitle', label: 'Handoff title', kind: 'text', field: 'UIhandoffTitle' },
      { id: 'handoff.handoffSubtitle', label: 'Handoff subtitle', kind: 'text', field: 'UIhandoffSubtitle' },
      {
        id: 'handoff.handoffButtonType',
        label: 'Handoff button',
        description:
          'Default: a button asks for a person. When the visitor asks: no button, asking in words does. Link: the button opens your handoff link. Hidden: no button.',
        kind: 'select',
        field: 'handoffButtonType',
        optional: true,
        options: HANDOFF_BUTTON_TYPE_OPTIONS,
        defaultValue: 'default',
      },
      { id: 'handoff.handoffLink', label: 'Handoff link', kind: 'text', field: 'handoffLink', optional: true },
      {
        id: 'handoff.handoffTimeout',
        label: 'Handoff timeout (seconds)',
        description: `With no member in the chat by then, the AI carries on. 0 waits for ever. Default ${DEFAULT_HANDOFF_TIMEOUT_SECONDS}.`,
        kind: 'number',
        field: 'handoffTimeout',
        optional: true,
        min: 0,
        max: 86_400,
      },
    ],
  },
  {
    id: 'technical',
    label: 'Technical',
    description: 'Timing, page behaviour and knowledge storage.',
    settings: [
      {
        id: 'technical.messageDelayMS',
        label: 'Message delay (ms)',
        kind: 'number',
        field: 'messageDelayMS',
        min: 0,
        max: 60_000,
      },
      {
        id: 'technical.delayBeforeSubmit',
        label: 'Delay before submit (ms)',
        kind: 'number',
        field: 'delayBeforeSubmit',
        optional: true,
        min: 0,
        max: 60_000,
      },
      {
        id: 'technical.autoStartWidget',
        label: 'Start the chat in the background',
        description:
          'When the page loads, the conversation begins behind the closed launcher, so the greeting is ready when the visitor opens it. The proactive message is not shown.',
        kind: 'switch',
        field: 'autoStartWidget',
      },
      { id: 'technical.syncBrowser', label: 'Sync across browser tabs', kind: 'switch', field: 'syncBrowser' },
      {
        id: 'technical.listenForUrlChanges',
        label: 'Listen for URL changes',
        kind: 'switch',
        field: 'listenForUrlChanges',
      },
      {
        id: 'technical.enableIgnoreUrlPaths',
        label: 'Ignore URL paths',
        kind: 'switch',
        field: 'vfSettings.enableIgnoreUrlPaths',
        optional: true,
      },
      {
        id: 'technical.enableAudioSupport',
        label: 'Audio support',
        kind: 'switch',
        field: 'enableAudioSupport',
        optional: true,
      },
      {
        id: 'technical.vectorDb',
        label: 'Vector database',
        description:
          "Where the knowledge base is stored and searched. Every agent's knowledge is kept in this region's built-in database; Firebase is kept for agents brought from elsewhere.",
        kind: 'select',
        field: 'vectorDb',
        optional: true,
        options: VECTOR_DB_OPTIONS,
        defaultValue: 'postgres',
      },
      {
        id: 'technical.maxChunkSize',
        label: 'Max chunk size',
        kind: 'number',
        field: 'vgOptions.maxChunkSize',
        min: 1000,
      },
      {
        id: 'technical.ifKnowsThreshold',
        label: 'Knowledge confidence threshold',
        kind: 'number',
        field: 'ifKnowsThreshold',
        optional: true,
        min: 0,
        max: 1,
        step: 0.05,
      },
    ],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'What is recorded about chats.',
    settings: [
      { id: 'analytics.recordChatHistory', label: 'Record chat history', kind: 'switch', field: 'recordChatHistory' },
      { id: 'analytics.enableGeoAnalytics', label: 'Geo analytics', kind: 'switch', field: 'enableGeoAnalytics' },
    ],
  },
  {
    id: 'advanced',
    label: 'Advanced',
    description: 'Custom styling, the language model and knowledge retrieval.',
    settings: [
      {
        id: 'advanced.customCSS',
        label: 'Custom CSS',
        description: 'Applies inside the chat only. @import, expression() and files from other addresses are refused.',
        kind: 'css',
        field: 'ADVANCED_customCSS',
        optional: true,
      },
      {
        id: 'advanced.customThemeJSONString',
        label: 'Custom theme (JSON)',
        kind: 'code',
        field: 'customThemeJSONString',
        optional: true,
      },
      { id: 'advanced.defaultModel', label: 'Model', kind: 'text', field: 'vg_defaultModel' },
      {
        id: 'advanced.temperature',
        label: 'Temperature',
        kind: 'number',
        field: 'vg_temperature',
        min: 0,
        max: 2,
        step: 0.1,
      },
      { id: 'advanced.maxTokens', label: 'Max tokens', kind: 'number', field: 'vg_maxTokens', min: 1, max: 200_000 },
      { id: 'advanced.enableUIEngine', label: 'UI engine', kind: 'switch', field: 'vg_enableUIEngine' },
      {
        id: 'advanced.enableAboutContext',
        label: 'About context',
        kind: 'switch',
        field: 'vg_enableAboutContext',
        optional: true,
      },
      {
        id: 'advanced.kbTopChunks',
        label: 'Knowledge top chunks',
        kind: 'number',
        field: 'vg_kbTopChunks',
        optional: true,
        min: 1,
        max: 100,
      },
      {
        id: 'advanced.kbCharCount',
        label: 'Knowledge character count',
        kind: 'number',
        field: 'vg_kbCharCount',
        optional: true,
        min: 1,
      },
      {
        id: 'advanced.kbDocsNum',
        label: 'Knowledge documents',
        kind: 'number',
        field: 'vg_kbDocsNum',
        optional: true,
        min: 1,
      },
      {
        id: 'advanced.kbSearchMethod',
        label: 'Knowledge search method',
        kind: 'select',
        field: 'vg_kb_llm.searchMethod',
        optional: true,
        options: [
          { value: 'smart', label: 'Smart' },
          { value: 'simple', label: 'Simple' },
        ],
      },
      {
        id: 'advanced.kbSearchPrompt',
        label: 'Knowledge search prompt',
        kind: 'textarea',
        field: 'vg_kb_llm.searchPrompt',
        optional: true,
      },
      {
        id: 'advanced.kbModelId',
        label: 'Knowledge search model',
        kind: 'text',
        field: 'vg_kb_llm.modelId',
        optional: true,
      },
      {
        id: 'advanced.kbTemperature',
        label: 'Knowledge search temperature',
        kind: 'number',
        field: 'vg_kb_llm.temprature',
        optional: true,
        min: 0,
        max: 2,
        step: 0.1,
      },
      {
        id: 'advanced.kbMaxTokens',
        label: 'Knowledge search max tokens',
        kind: 'number',
        field: 'vg_kb_llm.maxTokens',
        optional: true,
        min: 1,
      },
    ],
  },
  {
    id: 'integrations',
    label: 'Integrations',
    description: 'Voice on the web and outside flows.',
    settings: [
      {
        id: 'integrations.vapiIntegration',
        label: 'Voice calls on the web',
        kind: 'switch',
        field: 'vapiConfig.enableVapiOnWeb',
        optional: true,
      },
      {
        id: 'integrations.vapiOverrideWithVG',
        label: "Answer voice calls with this agent's prompt",
        kind: 'switch',
        field: 'vapiConfig.overrideWithVG',
        optional: true,
      },
      {
        id: 'integrations.vapiPromptOnWeb',
        label: 'Offer a voice call in the widget',
        kind: 'switch',
        field: 'vapiConfig.promptOnWeb',
      },
      {
        id: 'integrations.vapiMaxCostMonthly',
        label: 'Maximum voice cost per month',
        kind: 'number',
        field: 'vapiConfig.maxCostMonthly',
        optional: true,
        min: 0,
      },
      {
        id: 'integrations.vapiMaxMinutesMonthly',
        label: 'Maximum voice minutes per month',
        kind: 'number',
        field: 'vapiConfig.maxMinutesMonthly',
        optional: true,
        min: 0,
      },
      {
        id: 'integrations.flowiseWebhookUrl',
        label: 'Flowise webhook URL',
        kind: 'text',
        field: 'flowise.webhookUrl',
        optional: true,
      },
      {
        id: 'integrations.flowiseWebhookSecret',
        label: 'Flowise webhook secret',
        description:
          'Stored encrypted and never shown again: •••• means one is saved. Type a new one to replace it, or clear it to remove it.',
        kind: 'secret',
        field: 'flowise.webhookSecret',
        optional: true,
      },
    ],
  },
];

/**
 * Agent fields (§3.1) that other tabs edit, or that nobody edits by hand. Together with the
 * settings above they cover every field of the agent; a unit test keeps it that way.
 */
export const AGENT_FIELDS_OUTSIDE_SETTINGS = {
  /** Set by the platform: identity, storage, ownership and bookkeeping. */
  readOnly: [
    'ID',
    'ownerID',
    'ownerEmail',
    'storageID',
    'region',
    'agentPlatform',
    'SECRET_API_KEY',
    'lastModified',
    'tokensUsage',
    'isDeployed',
    'starred',
    'internal',
  ],
  prompt: ['vg_initPrompt', 'vg_prompt', 'vg_systemPrompt', 'enableNodes', 'nodes'],
  kb: ['vg_kbDefaultDimension'],
  voice: ['voiceConfig', 'vapi'],
  /** The Widget tab: the widget type's tab list (`ui.widgetType` 'tabs') and the widget's own behaviour and buttons. */
  overview: ['tabs', 'autoOpenWidget', 'whatsappPhoneNumber', 'allowedDomains', 'allowedImageHosts'],
  channels: [
    'whatsappToken',
    'whatsappNumberId',
    'whatsappBusniessId',
    'waTestNumber',
    'waVerifyPassed',
    'waTestPassed',
    'webhookUrl',
    'smartInit',
    'instagramVerified',
    'instagramAccessToken',
    'instagramOptions',
    'gcloudClientEmail',
    'gcloudPrivateKey',
  ],
  tools: ['assignedToolsIds', 'tools'],
} as const;

export function isSettingsSectionId(value: unknown): value is SettingsSectionId {
  return typeof value === 'string' && (SETTINGS_SECTION_IDS as readonly string[]).includes(value);
}

export function findSettingsSection(id: SettingsSectionId): SettingsSection {
  const section = SETTINGS_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Unknown settings section ${id}`);
  return section;
}

/** The value at a dot path of an agent (or any plain object); undefined when a step is missing. */
export function getAgentField(agent: object, path: string): unknown {
  let current: unknown = agent;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A copy of the agent with the value at a dot path replaced; missing parent objects are created.
 * `undefined` removes the key, so an emptied optional field is absent, as it is on the server.
 */
export function setAgentField<T extends object>(agent: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') throw new Error('An agent field path cannot be empty.');
  const copy: Record<string, unknown> = { ...(agent as Record<string, unknown>) };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy as T;
  }
  const child = copy[key];
  const parent = typeof child === 'object' && child !== null && !Array.isArray(child) ? child : {};
  copy[key] = setAgentField(parent, rest.join('.'), value);
  return copy as T;
}
