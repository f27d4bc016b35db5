import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { ZAgent } from '../agent.js';
import { newAgent } from '../defaults.js';
import {
  AGENT_FIELDS_OUTSIDE_SETTINGS,
  getAgentField,
  SETTINGS_SECTION_IDS,
  SETTINGS_SECTIONS,
  setAgentField,
} from './settings-sections.js';

const settings = SETTINGS_SECTIONS.flatMap((section) => section.settings.map((setting) => ({ section, setting })));

/** The schema of the agent field at a dot path, or undefined when the agent has no such field. */
function fieldSchema(path: string): ZodType | undefined {
  let schema: ZodType | undefined = ZAgent;
  for (const key of path.split('.')) {
    while (schema instanceof z.ZodOptional) schema = schema.unwrap() as ZodType;
    if (!(schema instanceof z.ZodObject)) return undefined;
    schema = (schema.shape as Record<string, ZodType>)[key];
  }
  return schema;
}

const agent = newAgent({
  id: 'AbCdEfGh12345678',
  secretKey: 'vg_abcdefghij0123456789',
  title: 'Support bot',
  ownerID: 'workspace-1',
  agentPlatform: 'vg',
  colorScheme: 'dark',
  now: 1_780_000_000,
});

describe('settings catalogue', () => {
  it('has the ten sections of spec 002 §3.11, in order', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).toEqual([...SETTINGS_SECTION_IDS]);
    expect(SETTINGS_SECTION_IDS).toEqual([
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
    ]);
  });

  it("names every setting 'section.setting' after its own section, each id once", () => {
    const ids = settings.map(({ setting }) => setting.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { section, setting } of settings) expect(setting.id).toMatch(new RegExp(`^${section.id}\\.[A-Za-z]+$`));
    expect(ids).toEqual(
      expect.arrayContaining([
        'core.aiIntroductionMessage',
        'analytics.recordChatHistory',
        'security.maxMessages',
        'security.maxTokensUsage',
        'advanced.customCSS',
        'integrations.vapiIntegration',
      ]),
    );
  });

  it('edits real agent fields, each in one place, with the optionality the schema has', () => {
    const fields = settings.map(({ setting }) => setting.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const { setting } of settings) {
      const schema = fieldSchema(setting.field);
      expect(schema, setting.field).toBeDefined();
      expect(schema!.safeParse(undefined).success, `${setting.field} optional`).toBe(setting.optional === true);
    }
  });

  it('accounts for every agent field: in a section or with the tab that owns it', () => {
    const inSettings = new Set(settings.map(({ setting }) => setting.field.split('.')[0]));
    const elsewhere = Object.values(AGENT_FIELDS_OUTSIDE_SETTINGS).flat() as string[];
    for (const field of elsewhere) expect(inSettings.has(field), `${field} is listed twice`).toBe(false);
    const covered = new Set([...inSettings, ...elsewhere]);
    const missing = Object.keys(ZAgent.shape).filter((field) => !covered.has(field));
    expect(missing).toEqual([]);
  });

  it('offers options the schema accepts for every select', () => {
    for (const { setting } of settings.filter(({ setting }) => setting.kind === 'select')) {
      expect(setting.options?.length).toBeGreaterThan(0);
      for (const option of setting.options ?? [])
        expect(fieldSchema(setting.field)!.safeParse(option.value).success).toBe(true);
    }
  });
});

describe('agent field paths', () => {
  it('reads top-level and nested fields', () => {
    expect(getAgentField(agent, 'title')).toBe('Support bot');
    expect(getAgentField(agent, 'vgOptions.maxChunkSize')).toBe(2424);
    expect(getAgentField(agent, 'vg_kb_llm.searchMethod')).toBeUndefined();
  });

  it('writes a copy, creating missing parents and leaving the original alone', () => {
    const edited = setAgentField(agent, 'vg_kb_llm.searchMethod', 'smart');
    expect(edited.vg_kb_llm).toEqual({ searchMethod: 'smart' });
    expect(agent.vg_kb_llm).toBeUndefined();
    const resized = setAgentField(agent, 'vgOptions.maxChunkSize', 5000);
    expect(resized.vgOptions.maxChunkSize).toBe(5000);
    expect(agent.vgOptions.maxChunkSize).toBe(2424);
    expect(ZAgent.parse(resized).vgOptions.maxChunkSize).toBe(5000);
  });

  it('removes a field set to undefined', () => {
    const withFont = setAgentField(agent, 'fontFamily', 'Inter');
    expect('fontFamily' in setAgentField(withFont, 'fontFamily', undefined)).toBe(false);
  });
});
