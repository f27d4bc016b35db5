import { describe, expect, it } from 'vitest';
import { clientEditableFields, clientSettingsSections, isWithinFields } from './client-editable-fields.js';
import { SETTINGS_SECTIONS } from './settings-sections.js';

describe("a client's settings", () => {
  it('are every setting but credentials when its organisation chose none', () => {
    const sections = clientSettingsSections({ allowedSettings: [], hideAdvancedSettings: false });
    expect(sections.map((section) => section.id)).toEqual(SETTINGS_SECTIONS.map((section) => section.id));
    const ids = sections.flatMap((section) => section.settings.map((setting) => setting.id));
    expect(ids).toContain('advanced.customCSS');
    expect(ids).not.toContain('integrations.flowiseWebhookSecret');
  });

  it('are only the chosen ones, in sections that keep one, without Advanced when hidden', () => {
    const sections = clientSettingsSections({
      allowedSettings: ['core.title', 'advanced.temperature'],
      hideAdvancedSettings: true,
    });
    expect(sections.map((section) => [section.id, section.settings.map((setting) => setting.id)])).toEqual([
      ['core', ['core.title']],
    ]);
  });

  it('give the fields of the tabs the client holds', () => {
    const rules = { allowedSettings: ['ui.enableFixedFeedbackBtns'], hideAdvancedSettings: false };
    expect(clientEditableFields({ ...rules, canAccess: ['/convos'] })).toEqual([]);
    expect(clientEditableFields({ ...rules, canAccess: ['/settings'] })).toEqual(['ui.enableFixedFeedbackBtns']);
    expect(clientEditableFields({ ...rules, canAccess: ['/prompt'] })).toEqual(['nodes']);
    expect(clientEditableFields({ ...rules, canAccess: ['/nodes'] })).toContain('vg_prompt');
  });

  it('cover paths inside a field, and not a field sharing its prefix', () => {
    expect(isWithinFields('vg_kb_llm.modelId', ['vg_kb_llm.modelId'])).toBe(true);
    expect(isWithinFields('nodes.0.data', ['nodes'])).toBe(true);
    expect(isWithinFields('vg_prompt', ['vg_promptX'])).toBe(false);
    expect(isWithinFields('ui', ['ui.enableFixedFeedbackBtns'])).toBe(false);
  });
});
