import { customThemeFrom, type ThemeType } from '@agent-platform/core';
import { cssHsl, exactHex, readWidgetColours } from '@agent-platform/core/widget/palette';
import { ColorSwatch, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The colour the palette starts from when a theme names none. */
const DEFAULT_PRIMARY = '#228be6';

interface ThemePaletteEditorProps {
  /** The stored `customThemeJSONString`. */
  value: string | undefined;
  /** The workspace the theme belongs to (the theme JSON's `ownerID`). */
  ownerID: string;
  onChange: (customThemeJSONString: string) => void;
}

/**
 * The theme colour palette editor (spec 000 §2 "Shared UI pieces"): a primary colour and light or
 * dark, from which the ten shades are made. A colour is applied only once it is exactly six hex
 * digits (spec 000 §5); until then the typed text stays in the field with a message.
 */
export function ThemePaletteEditor({ value, ownerID, onChange }: ThemePaletteEditorProps) {
  const colours = readWidgetColours(value, DEFAULT_PRIMARY);
  const [typed, setTyped] = useState(colours.primary);
  const [shownFor, setShownFor] = useState(value);
  // The theme changed elsewhere (a restore, a publish answer): show its colour.
  if (shownFor !== value) {
    setShownFor(value);
    if (exactHex(typed) !== colours.primary) setTyped(colours.primary);
  }

  const save = (primary: string, themeType: ThemeType) =>
    onChange(JSON.stringify(customThemeFrom({ ownerID, themeType, primary })));

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="md">
        <TextInput
          id="overview.primaryColour"
          label="Primary colour"
          description="Six hex digits, such as #1f6f5c."
          value={typed}
          leftSection={<ColorSwatch color={colours.primary} size={16} />}
          error={exactHex(typed) ? undefined : 'Enter exactly six hex digits, such as #1f6f5c.'}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTyped(next);
            const hex = exactHex(next);
            if (hex) save(hex, colours.themeType);
          }}
          style={{ flex: 1 }}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="theme-type-label">
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-type-label"
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
            value={colours.themeType}
            onChange={(next) => save(colours.primary, next as ThemeType)}
          />
        </div>
      </Group>
      <Group gap={4} role="list" aria-label="Palette">
        {colours.palette.map((shade, index) => (
          <ColorSwatch
            // The ten shades are positional; they have no other identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            role="listitem"
            aria-label={`Shade ${index + 1}: ${cssHsl(shade)}`}
            color={cssHsl(shade)}
            size={24}
            radius="sm"
          />
        ))}
      </Group>
    </Stack>
  );
}
