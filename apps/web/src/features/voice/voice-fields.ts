import {
  BACKGROUND_NOISES,
  SPEECH_PROVIDER_CATALOGUE,
  TRANSCRIBER_LANGUAGES,
  TRANSCRIBER_MODELS,
  TRANSCRIBER_PROVIDERS,
} from '@agent-platform/core';
import type { FieldDefinition } from '../agent-shell/setting-field';

/**
 * The Voice tab's fields, laid out like the Settings tab's. Where each lives in the agent (spec
 * 000 §3, spec 002 §3.1): the call settings in `voiceConfig`, the monthly caps and the web prompt
 * in `vapiConfig`.
 */
export const SPEECH_PROVIDER_FIELD: FieldDefinition = {
  id: 'voice.speechGenProvider',
  label: 'Provider',
  description: 'Who speaks for the agent.',
  kind: 'select',
  field: 'voiceConfig.speechGen.provider',
  options: SPEECH_PROVIDER_CATALOGUE.map((entry) => ({ value: entry.id, label: entry.label })),
};

export const TRANSCRIBER_FIELDS: readonly FieldDefinition[] = [
  {
    id: 'voice.transcriberProvider',
    label: 'Provider',
    description: 'Who turns the caller’s speech into text.',
    kind: 'select',
    field: 'voiceConfig.transcriber.provider',
    options: TRANSCRIBER_PROVIDERS,
  },
  {
    id: 'voice.transcriberModel',
    label: 'Model',
    kind: 'select',
    field: 'voiceConfig.transcriber.modelId',
    options: TRANSCRIBER_MODELS,
  },
  {
    id: 'voice.transcriberLanguage',
    label: 'Language',
    kind: 'select',
    field: 'voiceConfig.transcriber.language',
    options: TRANSCRIBER_LANGUAGES,
  },
  {
    id: 'voice.utteranceThreshold',
    label: 'Utterance threshold (ms)',
    description: 'How long the caller must be silent before their words are answered.',
    kind: 'number',
    field: 'voiceConfig.transcriber.utteranceThreshold',
    min: 0,
    max: 10_000,
  },
];

export const ADVANCED_FIELDS: readonly FieldDefinition[] = [
  {
    id: 'voice.enableWebCalling',
    label: 'Enable web calling',
    description: 'Visitors can call the agent from the chat widget.',
    kind: 'switch',
    field: 'voiceConfig.config.enableWebCalling',
  },
  {
    id: 'voice.promptOnWeb',
    label: 'Prompt for a call on the web',
    description: 'The chat asks visitors whether they would like to talk.',
    kind: 'switch',
    field: 'vapiConfig.promptOnWeb',
  },
  {
    id: 'voice.recordAudio',
    label: 'Record audio',
    description: 'Keep a recording of phone calls.',
    kind: 'switch',
    field: 'voiceConfig.config.recordAudio',
  },
  {
    id: 'voice.backgroundNoise',
    label: 'Background noise',
    description: 'A quiet ambience under the agent’s voice on calls.',
    kind: 'select',
    field: 'voiceConfig.config.backgroundNoise',
    options: BACKGROUND_NOISES,
  },
  {
    id: 'voice.maxCostMonthly',
    label: 'Maximum cost per month (USD)',
    description: 'No new calls once this month’s calls cost this much. Empty: no limit.',
    kind: 'number',
    field: 'vapiConfig.maxCostMonthly',
    optional: true,
    min: 0,
    step: 0.01,
  },
  {
    id: 'voice.maxMinutesMonthly',
    label: 'Maximum minutes per month',
    description: 'No new calls once this month’s calls reach this many minutes. Empty: no limit.',
    kind: 'number',
    field: 'vapiConfig.maxMinutesMonthly',
    optional: true,
    min: 0,
  },
];
