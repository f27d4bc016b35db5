import { SETTINGS_SECTIONS, type SettingDefinition, type SettingsSection } from './settings-sections.js';

/** The agent fields the Prompt tab (`/nodes`, the basic view) edits. */
export const PROMPT_TAB_FIELDS = [
  'vg_systemPrompt',
  'vg_prompt',
  'vg_initPrompt',
  'vg_initMessages',
  'vg_defaultModel',
  'vg_temperature',
  'enableNodes',
] as const;

/** The agent fields the Canvas (`/prompt`, the node view) edits: the flow itself. */
export const CANVAS_TAB_FIELDS = ['nodes'] as const;

/** What decides which agent settings a client of an agency may see and change (spec 002 §6). */
export interface ClientSettingsRules {
  /** Dashboard tab keys, and the URLs of custom tabs, which change no field. */
  canAccess: readonly string[];
  /** The organisation's 'section.setting' ids; none chosen means every setting. */
  allowedSettings: readonly string[];
  /** The client record's flag: its Advanced section stays with the agency. */
  hideAdvancedSettings: boolean;
}

/**
 * The Settings tab's sections as a client sees them: only its organisation's allowed settings
 * (all when none are chosen), without the Advanced section when the client hides advanced
 * settings, and without credentials, which stay with the workspace. Empty sections are left out.
 */
export function clientSettingsSections(rules: Omit<ClientSettingsRules, 'canAccess'>): SettingsSection[] {
  const allowed = new Set(rules.allowedSettings);
  return SETTINGS_SECTIONS.filter((section) => !(rules.hideAdvancedSettings && section.id === 'advanced'))
    .map((section) => ({
      ...section,
      settings: section.settings.filter(
        (setting) => setting.kind !== 'secret' && (allowed.size === 0 || allowed.has(setting.id)),
      ),
    }))
    .filter((section) => section.settings.length > 0);
}

/** The dot paths of the agent fields a client may change through the tabs it holds. */
export function clientEditableFields(rules: ClientSettingsRules): string[] {
  const fields: string[] = [];
  if (rules.canAccess.includes('/settings')) {
    const settings: SettingDefinition[] = clientSettingsSections(rules).flatMap((section) => [...section.settings]);
    fields.push(...settings.map((setting) => setting.field));
  }
  if (rules.canAccess.includes('/nodes')) fields.push(...PROMPT_TAB_FIELDS);
  if (rules.canAccess.includes('/prompt')) fields.push(...CANVAS_TAB_FIELDS);
  return [...new Set(fields)];
}

/** Whether a changed path (a dot path, possibly inside a field) lies within one of `fields`. */
export function isWithinFields(path: string, fields: readonly string[]): boolean {
  return fields.some((field) => path === field || path.startsWith(`${field}.`));
}
