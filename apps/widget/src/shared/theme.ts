import { exactHex } from '@agent-platform/core/widget/palette';

/** Theme rules the loader and the chat frame share. */
/** The launcher's colour when the agent's theme names none we can use. */
export const DEFAULT_PRIMARY = '#228be6';

/**
 * The primary colour of the agent's custom theme JSON (spec 000 §3 "Custom theme JSON"). Only
 * exactly six hex digits count: anything else could carry CSS of its own.
 */
export function primaryColorOf(customThemeJSONString: string | undefined): string {
  try {
    return exactHex((JSON.parse(customThemeJSONString ?? '{}') as { primary?: unknown }).primary) ?? DEFAULT_PRIMARY;
  } catch {
    return DEFAULT_PRIMARY;
  }
}

/** A font-family value naming the agent's font first; quotes stripped so the name stays one string. */
export const fontStackOf = (fontFamily: string) =>
  `"${fontFamily.replace(/["\\]/g, '')}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
