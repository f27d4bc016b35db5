import { describe, expect, it } from 'vitest';
import { AGENT_PLATFORMS } from '../agents/agent.js';
import { newAgent } from '../agents/defaults.js';
import { AGENT_TEMPLATES, findTemplate } from '../agents/templates.js';
import { isChannelActive } from '../channels/channels.js';
import { billedMinutes, creditsToUsd, WEB_CALL_CREDITS_PER_MINUTE, webCallCost } from './prices.js';
import { DEEPGRAM_VOICES, DEFAULT_SPEECH_VOICES, deepgramSpeakModel, SPEECH_PROVIDER_CATALOGUE } from './voices.js';
import { webCallSettingsOf } from './web-calls.js';

const input = {
  id: 'A1b2C3d4E5f6G7h8',
  secretKey: 'vg_abcdefghijABCDEFGHIJ',
  title: 'Voice bot',
  ownerID: 'workspace123456',
  colorScheme: 'light' as const,
  now: 1_790_000_000,
};

describe('voice defaults (spec 000 §3)', () => {
  it('a new agent transcribes with Deepgram nova-2 in English at 50 and speaks as Deepgram asteria', () => {
    const { voiceConfig, vapiConfig } = newAgent({ ...input, agentPlatform: 'vf' });
    expect(voiceConfig.transcriber).toEqual({
      provider: 'deepgram',
      modelId: 'nova-2',
      utteranceThreshold: 50,
      language: 'en',
    });
    expect(voiceConfig.speechGen).toEqual({ provider: 'deepgram', voiceId: 'asteria' });
    expect(voiceConfig.config).toEqual({ recordAudio: false, enableWebCalling: false, backgroundNoise: 'restaurant' });
    expect(vapiConfig.promptOnWeb).toBe(false);
  });

  it('an own-platform agent waits 150 and speaks with google-live in a Google Live voice', () => {
    const { voiceConfig } = newAgent({ ...input, agentPlatform: 'vg' });
    expect(voiceConfig.transcriber).toEqual({
      provider: 'deepgram',
      modelId: 'nova-2',
      utteranceThreshold: 150,
      language: 'en',
    });
    expect(voiceConfig.speechGen).toEqual({ provider: 'google-live', voiceId: 'puck' });
  });
});

describe('voice catalogue', () => {
  it('has the Deepgram Aura voices with asteria, and the browser as a provider of its own', () => {
    expect(DEEPGRAM_VOICES.map((voice) => voice.id)).toContain('asteria');
    expect(SPEECH_PROVIDER_CATALOGUE.map((entry) => entry.id)).toEqual(['deepgram', 'google-live', 'browser']);
    expect(deepgramSpeakModel('luna')).toBe('aura-luna-en');
    // An id of another provider still speaks, in the default voice.
    expect(deepgramSpeakModel('puck')).toBe('aura-asteria-en');
  });
});

describe('web calls', () => {
  const agent = newAgent({ ...input, agentPlatform: 'vg' });
  const calling = {
    ...agent,
    voiceConfig: { ...agent.voiceConfig, config: { ...agent.voiceConfig.config, enableWebCalling: true } },
  };

  it('are offered only with enableWebCalling, through Deepgram only when the server has a key', () => {
    expect(webCallSettingsOf(agent, true)).toBeNull();
    expect(webCallSettingsOf(calling, false)).toEqual({
      speech: 'browser',
      language: 'en',
      voiceId: 'puck',
      utteranceThresholdMs: 150,
    });
    expect(webCallSettingsOf(calling, true)?.speech).toBe('deepgram');
    const browserTranscriber = {
      ...calling,
      voiceConfig: { ...calling.voiceConfig, transcriber: { ...calling.voiceConfig.transcriber, provider: 'browser' } },
    };
    expect(webCallSettingsOf(browserTranscriber, true)?.speech).toBe('browser');
  });

  it('turn the voice channel Active', () => {
    const facts = { telegramBots: 0, waNumbers: 0, discordWebhookUrls: [], metaPages: [] };
    expect(isChannelActive('voice', { ...facts, agent })).toBe(false);
    expect(isChannelActive('voice', { ...facts, agent: calling })).toBe(true);
  });

  it('bill every started minute at the speech price', () => {
    expect(billedMinutes(0)).toBe(0);
    expect(billedMinutes(1)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
    expect(webCallCost('browser', 90)).toEqual({ minutes: 2, credits: 2 * WEB_CALL_CREDITS_PER_MINUTE.browser });
    expect(webCallCost('deepgram', 30).credits).toBe(WEB_CALL_CREDITS_PER_MINUTE.deepgram);
    // A call hung up at once still began its first minute.
    expect(webCallCost('browser', 0)).toEqual({ minutes: 1, credits: WEB_CALL_CREDITS_PER_MINUTE.browser });
    expect(creditsToUsd(2500)).toBe(2.5);
  });
});

describe('the default voice', () => {
  it.each(
    AGENT_PLATFORMS.flatMap((agentPlatform) =>
      AGENT_TEMPLATES.map((template) => [agentPlatform, template.key] as const),
    ),
  )("of a %s agent made from %s is one of its default provider's voices", (agentPlatform, key) => {
    // As the server makes an agent: the defaults, then the template's fields.
    const agent = { ...newAgent({ ...input, agentPlatform }), ...findTemplate(key)?.body };
    const { provider, voiceId } = agent.voiceConfig.speechGen;
    const catalogue = SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === provider);
    expect(catalogue?.voices.map((voice) => voice.id)).toContain(voiceId);
    expect(DEFAULT_SPEECH_VOICES[provider as keyof typeof DEFAULT_SPEECH_VOICES]).toBe(voiceId);
  });
});
