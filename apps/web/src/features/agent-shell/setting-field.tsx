import { getAgentField, languageOptions, type SettingDefinition } from '@agent-platform/core';
import { Loader, NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The code editor is large: it loads only where the custom CSS is shown.
const CustomCssField = lazy(() => import('../widget/custom-css-field'));

/** A setting of the Settings tab, or one laid out the same way on another tab. */
export type FieldDefinition = Omit<SettingDefinition, 'id'> & { id: string };

interface SettingFieldProps {
  setting: FieldDefinition;
  agent: object;
  /** `undefined` removes an optional field. */
  onChange: (value: unknown) => void;
  error?: string;
}

/** One setting's input. Its element id is the setting id ('section.setting'). */
export function SettingField({ setting, agent, onChange, error }: SettingFieldProps) {
  const value = getAgentField(agent, setting.field);
  const common = {
    id: setting.id,
    'data-setting-id': setting.id,
    label: setting.label,
    description: setting.description,
    error,
  };
  const emptyToAbsent = (text: string) => (setting.optional && text === '' ? undefined : text);

  switch (setting.kind) {
    case 'switch':
      return (
        <Switch {...common} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={setting.min}
          max={setting.max}
          step={setting.step}
          decimalScale={setting.step !== undefined && setting.step < 1 ? 2 : 0}
          allowDecimal={setting.step !== undefined && setting.step < 1}
          onChange={(next) => {
            if (typeof next === 'number') onChange(next);
            // A required number cannot be blank; the last value stays until a new one is typed.
            else if (setting.optional) onChange(undefined);
          }}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={setting.options ?? []}
          value={typeof value === 'string' ? value : (setting.defaultValue ?? null)}
          // With a default there is always a choice in effect: clearing would only show it again.
          clearable={setting.optional === true && setting.defaultValue === undefined}
          allowDeselect={setting.optional === true && setting.defaultValue === undefined}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'css':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <CustomCssField
            {...common}
            value={typeof value === 'string' ? value : undefined}
            onChange={(css) => onChange(emptyToAbsent(css))}
          />
        </Suspense>
      );
    case 'language': {
      const current = typeof value === 'string' ? value : undefined;
      return (
        <Select
          {...common}
          searchable
          data={languageOptions(nameOfLanguage, current)}
          value={current ?? null}
          allowDeselect={false}
          onChange={(next) => next && onChange(next)}
        />
      );
    }
    case 'secret':
      return (
        <PasswordInput
          {...common}
          autoComplete="off"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(emptyToAbsent(event.currentTarget.value))}
        />
      );
    case 'lines':
      return <LinesField {...common} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
    case 'textarea':
    case 'code':
      return (
        <Textarea
          {...common}
          value={typeof value === 'string' ? value : ''}
          autosize
          minRows={setting.kind === 'code' ? 6 : 3}
          maxRows={20}
          styles={
            setting.kind === 'code' ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined
          }
          onChange={(event) => onChange(emptyToAbsent(event.currentTarget.value))}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(emptyToAbsent(event.currentTarget.value))}
        />
      );
  }
}

let languageNames: Intl.DisplayNames | undefined;
/** A language's name in the browser's language; throws where the browser cannot name languages. */
function nameOfLanguage(code: string): string | undefined {
  languageNames ??= new Intl.DisplayNames([navigator.language], { type: 'language' });
  return languageNames.of(code);
}

function nonBlankLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

/** A list of strings, one per line. The text keeps blank lines while typing; the list never holds them. */
function LinesField({
  value,
  onChange,
  ...common
}: {
  id: string;
  label: string;
  description?: string;
  error?: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState(() => value.join('\n'));
  // The list changed elsewhere (a restore, a publish answer): show it.
  const joined = value.join('\n');
  if (!sameLines(nonBlankLines(text), nonBlankLines(joined))) setText(joined);

  return (
    <Textarea
      {...common}
      value={text}
      autosize
      minRows={2}
      maxRows={12}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(nonBlankLines(next));
      }}
    />
  );
}
