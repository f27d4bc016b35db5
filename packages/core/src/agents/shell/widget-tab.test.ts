import { describe, expect, it } from 'vitest';
import { AGENT_FIELDS_OUTSIDE_SETTINGS } from './settings-sections.js';
import { WIDGET_TAB_GROUPS } from './widget-tab.js';

describe('the Widget tab', () => {
  const settings = WIDGET_TAB_GROUPS.flatMap((group) => group.settings);

  it('shows each setting once', () => {
    expect(new Set(settings.map((setting) => setting.id)).size).toBe(settings.length);
  });

  it('edits the fields the catalogue leaves to it, except the tabs widget type it does not offer yet', () => {
    const fields = new Set(settings.map((setting) => setting.field));
    const left = AGENT_FIELDS_OUTSIDE_SETTINGS.overview.filter((field) => !fields.has(field));
    expect(left).toEqual(['tabs']);
  });
});
