import { describe, expect, it } from 'vitest';
import { languageOptions, WIDGET_LANGUAGE_CODES } from './languages.js';

const english = new Intl.DisplayNames(['en'], { type: 'language' });

describe('language picker options', () => {
  it("puts 'Automatic' first, then every language by name", () => {
    const options = languageOptions((code) => english.of(code));
    expect(options[0]).toEqual({ value: 'automatic', label: 'Automatic' });
    expect(options).toHaveLength(WIDGET_LANGUAGE_CODES.length + 1);
    expect(options).toContainEqual({ value: 'fr', label: 'French' });
    const names = options.slice(1).map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("falls back to only 'Automatic' when the names cannot be had", () => {
    const options = languageOptions(() => {
      throw new RangeError('no display names');
    });
    expect(options).toEqual([{ value: 'automatic', label: 'Automatic' }]);
  });

  it('keeps a saved language the list lacks', () => {
    expect(languageOptions((code) => english.of(code), 'pt-BR')[1]).toEqual({ value: 'pt-BR', label: 'pt-BR' });
  });
});
