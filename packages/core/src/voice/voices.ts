/**
 * The Voice tab's catalogue (spec 002 §2.1 `voiceLibrary`, `speechGen`): the speech-generation
 * providers an agent can speak with and their voices. Deepgram's Aura voices are spoken by
 * Deepgram when the server has a Deepgram key; the browser's voices are whatever the visitor's
 * browser offers, so they are listed by the browser itself, not here.
 */

export const SPEECH_PROVIDERS = ['deepgram', 'google-live', 'browser'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

export interface CatalogueVoice {
  /** What `voiceConfig.speechGen.voiceId` holds. */
  id: string;
  name: string;
  /** A short description for the library card. */
  description: string;
  /** The BCP 47 language the voice speaks. */
  language: string;
  gender: 'female' | 'male';
}

export interface SpeechProviderEntry {
  id: SpeechProvider;
  label: string;
  voices: readonly CatalogueVoice[];
}

const voice = (id: string, gender: CatalogueVoice['gender'], description: string, language = 'en-US') => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  description,
  language,
  gender,
});

/** Deepgram Aura (the `aura-<voice>-en` models of its /v1/speak API). */
export const DEEPGRAM_VOICES: readonly CatalogueVoice[] = [
  voice('asteria', 'female', 'Warm and clear; Deepgram’s default voice.'),
  voice('luna', 'female', 'Friendly and natural.'),
  voice('stella', 'female', 'Bright and upbeat.'),
  voice('athena', 'female', 'Calm and professional.', 'en-GB'),
  voice('hera', 'female', 'Smooth and confident.'),
  voice('orion', 'male', 'Approachable and steady.'),
  voice('arcas', 'male', 'Natural and relaxed.'),
  voice('perseus', 'male', 'Confident and direct.'),
  voice('angus', 'male', 'Warm, with an Irish accent.', 'en-IE'),
  voice('orpheus', 'male', 'Professional and clear.'),
  voice('helios', 'male', 'Polished, with a British accent.', 'en-GB'),
  voice('zeus', 'male', 'Deep and commanding.'),
];

/** Google's live (Gemini) voices, the own-platform default provider (spec 000 §3). */
export const GOOGLE_LIVE_VOICES: readonly CatalogueVoice[] = [
  voice('puck', 'male', 'Upbeat and lively; Google Live’s default voice.'),
  voice('charon', 'male', 'Informative and even.'),
  voice('kore', 'female', 'Firm and clear.'),
  voice('fenrir', 'male', 'Excitable and energetic.'),
  voice('aoede', 'female', 'Breezy and light.'),
  voice('leda', 'female', 'Youthful and friendly.'),
  voice('orus', 'male', 'Firm and grounded.'),
  voice('zephyr', 'female', 'Bright and airy.'),
];

export const SPEECH_PROVIDER_CATALOGUE: readonly SpeechProviderEntry[] = [
  { id: 'deepgram', label: 'Deepgram', voices: DEEPGRAM_VOICES },
  { id: 'google-live', label: 'Google Live', voices: GOOGLE_LIVE_VOICES },
  // Listed at run time from speechSynthesis.getVoices(): each browser has its own.
  { id: 'browser', label: "Visitor's browser", voices: [] },
];

/**
 * The voice an agent speaks in when its provider is chosen without one: a voice of that very
 * provider, so the Voice Library always shows the agent's voice selected. The browser's voices
 * differ per visitor: it has none to name.
 */
export const DEFAULT_SPEECH_VOICES = {
  deepgram: 'asteria',
  'google-live': 'puck',
  browser: '',
} as const satisfies Record<SpeechProvider, string>;

export function speechProviderLabel(provider: string): string {
  return SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === provider)?.label ?? provider;
}

/** The Deepgram text-to-speech model of an Aura voice id ('asteria' -> 'aura-asteria-en'). */
export function deepgramSpeakModel(voiceId: string): string {
  const known = DEEPGRAM_VOICES.some((voice) => voice.id === voiceId);
  return `aura-${known ? voiceId : 'asteria'}-en`;
}

/** What a voice preview says. */
export const VOICE_PREVIEW_TEXT = 'Hi! Thanks for calling. How can I help you today?';

/** Transcriber choices (spec 000 §3 `voiceConfig.transcriber`). */
export const TRANSCRIBER_PROVIDERS = [
  { value: 'deepgram', label: 'Deepgram' },
  { value: 'browser', label: "Visitor's browser" },
] as const;
export const TRANSCRIBER_MODELS = [
  { value: 'nova-2', label: 'Nova 2' },
  { value: 'nova-3', label: 'Nova 3' },
  { value: 'nova-2-phonecall', label: 'Nova 2 (phone calls)' },
  { value: 'enhanced', label: 'Enhanced' },
  { value: 'base', label: 'Base' },
] as const;
export const TRANSCRIBER_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'it', label: 'Italian' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'nl', label: 'Dutch' },
  { value: 'hi', label: 'Hindi' },
  { value: 'ja', label: 'Japanese' },
] as const;

/** Background sounds a call can play under the agent's voice (`voiceConfig.config.backgroundNoise`). */
export const BACKGROUND_NOISES = [
  { value: 'off', label: 'None' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'office', label: 'Office' },
] as const;
