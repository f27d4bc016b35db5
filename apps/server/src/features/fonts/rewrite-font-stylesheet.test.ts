import { describe, expect, it } from 'vitest';
import { rewriteFontStylesheet } from './rewrite-font-stylesheet.js';

const FILES = 'https://fonts.gstatic.com';
// As the service writes them, one after another, each ending in a new line.
const face = (src: string) =>
  `/* latin */\n@font-face {\n  font-family: 'Lato';\n  font-weight: 400;\n  src: ${src};\n}\n`;

describe("the font service's stylesheet as we serve it", () => {
  it('points each file below the file host at our own copy, quoted or not', () => {
    const css = rewriteFontStylesheet(
      face("url(https://fonts.gstatic.com/s/lato/v24/S6uyw4BMUTPHjx4wXg.woff2) format('woff2')") +
        face("url('https://fonts.gstatic.com/s/lato/v24/S6u9w4BMUTPHh6UVSwiPGQ.woff2') format('woff2')"),
      FILES,
    );
    expect(css).toBe(
      face("url(/api/fonts/files/s/lato/v24/S6uyw4BMUTPHjx4wXg.woff2) format('woff2')") +
        face("url(/api/fonts/files/s/lato/v24/S6u9w4BMUTPHh6UVSwiPGQ.woff2) format('woff2')"),
    );
  });

  it('leaves out faces whose file could be anything but a woff2 file below the file host', () => {
    for (const src of [
      'url(https://fonts.gstatic.com/s/lato/../../x.woff2)',
      'url(https://fonts.gstatic.com/s/lato/v24/x.ttf)',
      'url(https://fonts.gstatic.com/s/lato/v24/x.woff2?v=1)',
      'url(https://fonts.gstatic.com.evil.example/s/x.woff2)',
      'url(//evil.example/s/x.woff2)',
      'URL(https://evil.example/x.woff2), url(https://fonts.gstatic.com/s/lato/v24/x.woff2)',
      'u\\rl(https://evil.example/x.woff2), url(https://fonts.gstatic.com/s/lato/v24/x.woff2)',
      "local('Lato')",
    ]) {
      expect(rewriteFontStylesheet(face(src), FILES), src).toBe('\n');
    }
  });
});
