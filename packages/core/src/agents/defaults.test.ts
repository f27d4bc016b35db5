import { describe, expect, it } from 'vitest';
import { ZAgent } from './agent.js';
import { newAgent } from './defaults.js';
import { AGENT_TEMPLATES, DEFAULT_TEMPLATE_KEY, TEMPLATE_KEYS, templatesInTab } from './templates.js';

const input = {
  id: 'A1b2C3d4E5f6G7h8',
  secretKey: 'vg_abcdefghijABCDEFGHIJ',
  title: '  Support bot ',
  ownerID: 'workspace123456',
  colorScheme: 'light' as const,
  now: 1_790_000_000,
};

describe('newAgent: spec 000 §3 defaults', () => {
  const agent = newAgent({ ...input, agentPlatform: 'vf' });

  it('sets every new-agent field', () => {
    expect(agent.ID).toBe(input.id);
    expect(agent.ID).toHaveLength(16);
    expect(agent.title).toBe('Support bot');
    expect(agent.agentPlatform).toBe('vf');
    expect(agent.description).toBe('Your virtual assistant.');
    expect(agent.theme).toBe('blue-light');
    expect(agent.scrollAnimation).toBe(true);
    expect(agent.roundedImageURL).toBe('');
    expect(agent.chatBgURL).toBe('');
    expect(agent.branding).toBe('');
    expect(agent.proactiveMessage).toBe('👋 Hi, how can I help you today?');
    expect(agent.ownerID).toBe(input.ownerID);
    expect(agent.messageDelayMS).toBe(1000);
    expect(agent.maxTokensUsage).toBe(0);
    expect(agent.autoStartWidget).toBe(false);
    expect(agent.syncBrowser).toBe(false);
    expect(agent.listenForUrlChanges).toBe(false);
    expect(agent.lang).toBe('en');
    expect(agent.recordChatHistory).toBe(true);
    expect(agent.enableGeoAnalytics).toBe(false);
    expect(agent.UIhandoffTitle).toEqual(expect.any(String));
    expect(agent.UIhandoffSubtitle).toEqual(expect.any(String));
    expect(agent.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(agent.lastModified).toBe(input.now);
    expect(agent.internal.accountCreationConfig).toBe('v2');
    expect(agent.enableNodes).toBe(true);
    expect(agent.nodes[0]?.type).toBe('start');
    expect(agent.voiceConfig).toEqual({
      config: { recordAudio: false, enableWebCalling: false, backgroundNoise: 'restaurant' },
      transcriber: { provider: 'deepgram', modelId: 'nova-2', utteranceThreshold: 50, language: 'en' },
      speechGen: { provider: 'deepgram', voiceId: 'asteria' },
    });
    expect(agent.vapiConfig.promptOnWeb).toBe(false);
  });

  it('takes the theme mode from the colour scheme', () => {
    expect(newAgent({ ...input, agentPlatform: 'vg', colorScheme: 'dark' }).theme).toBe('blue-dark');
  });

  it('is a valid agent', () => {
    expect(ZAgent.parse(agent)).toEqual(agent);
  });
});

describe('newAgent: own-platform (vg) defaults merged in', () => {
  const agent = newAgent({ ...input, agentPlatform: 'vg' });

  it('sets every vg default of spec 000 §3', () => {
    expect(agent.vg_defaultModel).toBe('gpt-4o');
    expect(agent.vg_enableUIEngine).toBe(true);
    expect(agent.vg_temperature).toBe(0.5);
    expect(agent.vg_systemPrompt).toMatch(/friendly.*customer care/i);
    expect(agent.vg_initPrompt).toMatch(/Prompt/);
    expect(agent.vg_initPrompt).toMatch(/!\[/); // image carousel
    expect(agent.vg_initPrompt).toMatch(/<iframe/); // video
    expect(agent.vg_initMessages).toHaveLength(1);
    expect(agent.vg_maxTokens).toBe(1024);
    expect(agent.vg_kbDefaultDimension).toBe(1536);
    expect(agent.internal).toEqual({ accountCreationConfig: 'v2', websocketServer: 'nodejs' });
    expect(agent.vgOptions.maxChunkSize).toBe(2424);
    expect(agent.enableGeoAnalytics).toBe(true);
    expect(agent.voiceConfig.transcriber.utteranceThreshold).toBe(150);
    expect(agent.voiceConfig.speechGen).toEqual({ provider: 'google-live', voiceId: 'puck' });
  });

  it('keeps the non-vg defaults it does not override', () => {
    expect(agent.voiceConfig.transcriber.provider).toBe('deepgram');
    expect(agent.proactiveMessage).toBe('👋 Hi, how can I help you today?');
    expect(ZAgent.parse(agent)).toEqual(agent);
  });
});

describe('templates', () => {
  it('has the seven templates of spec 000 §3 in their tabs, blank by default', () => {
    expect(AGENT_TEMPLATES.map((t) => t.key).sort()).toEqual([...TEMPLATE_KEYS].sort());
    expect(templatesInTab('Customer Support').map((t) => t.key)).toEqual([
      'customer-support',
      'real-estate-agent',
      'health-care-agent',
    ]);
    expect(templatesInTab('Utility').map((t) => t.key)).toEqual([
      'confirm-email',
      'make-appointment',
      'blank-template',
    ]);
    expect(templatesInTab('Entertainment').map((t) => t.key)).toEqual(['game-npc']);
    expect(templatesInTab('All Templates')).toHaveLength(7);
    expect(DEFAULT_TEMPLATE_KEY).toBe('blank-template');
  });

  it('makes a valid agent from every template', () => {
    for (const template of AGENT_TEMPLATES) {
      const agent = { ...newAgent({ ...input, agentPlatform: 'vg' }), ...template.body };
      expect(() => ZAgent.parse(agent), template.key).not.toThrow();
      if (template.key !== 'blank-template') expect(template.body.vg_systemPrompt?.length).toBeGreaterThan(200);
    }
  });
});
