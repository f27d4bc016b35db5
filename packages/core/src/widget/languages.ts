import { WIDGET_LANGUAGE_AUTOMATIC } from './runtime.js';

/** The languages the language picker offers (ISO 639-1 codes), named in the dashboard's language at run time. */
export const WIDGET_LANGUAGE_CODES: readonly string[] =
  'ar bg bn ca cs da de el en es et fa fi fr he hi hr hu id it ja ko lt lv ms nl no pl pt ro ru sk sl sr sv sw th tl tr uk ur vi zh'.split(
    ' ',
  );

export interface LanguageOption {
  value: string;
  label: string;
}

/**
 * The language picker's options (spec 000 §2 "language picker", issue: 'Automatic' first). The
 * names come from `nameOf` (Intl.DisplayNames in the browser); when naming fails, the list is
 * only 'Automatic'. A saved code the list lacks is kept as an option, so that nothing is lost.
 */
export function languageOptions(nameOf: (code: string) => string | undefined, current?: string): LanguageOption[] {
  const automatic = { value: WIDGET_LANGUAGE_AUTOMATIC, label: 'Automatic' };
  let named: LanguageOption[];
  try {
    named = WIDGET_LANGUAGE_CODES.map((code) => ({ value: code, label: nameOf(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  } catch {
    named = [];
  }
  const known = current === undefined || current === automatic.value || named.some((o) => o.value === current);
  return [automatic, ...(known ? [] : [{ value: current, label: current }]), ...named];
}
