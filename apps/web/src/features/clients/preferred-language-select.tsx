import { WIDGET_LANGUAGE_CODES } from '@agent-platform/core';
import { Select } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

let languageNames: Intl.DisplayNames | undefined;
/** A language's name in the browser's language, or its code where the browser cannot name languages. */
function nameOf(code: string): string {
  try {
    languageNames ??= new Intl.DisplayNames([navigator.language], { type: 'language' });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The preferred language of an organisation or a client user: one of the widget's languages, no 'Automatic'. */
export function PreferredLanguageSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
}) {
  const data = useMemo(
    () =>
      WIDGET_LANGUAGE_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [],
  );
  return (
    <Select
      label="Preferred language"
      searchable
      data={data}
      value={value}
      error={error}
      allowDeselect={false}
      onChange={(next) => next && onChange(next)}
    />
  );
}
