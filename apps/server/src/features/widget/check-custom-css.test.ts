import { describe, expect, it } from 'vitest';
import { checkCustomCss } from './check-custom-css.js';

describe('checkCustomCss', () => {
  it('passes ordinary CSS, comments dropped, inline images kept', () => {
    const check = checkCustomCss(
      '/* header */\n.chat header { background: #c00; }\n.launcher{background:url("data:image/png;base64,AAAA")}',
    );
    expect(check).toEqual({
      css: '.chat header{background:#c00}.launcher{background:url(data:image/png;base64,AAAA)}',
    });
  });

  it.each([
    ['@import url("https://evil.example/x.css");', '@import is not allowed in custom CSS (line 1).'],
    ['.a { color: red }\n</style><script>alert(1)</script>', 'Custom CSS cannot contain "</style".'],
    ['.a { width: expression(alert(1)) }', 'expression() is not allowed in custom CSS (line 1).'],
    [
      '.a {\n background: url(https://tracker.example/p.gif) }',
      'Custom CSS cannot load files from other addresses: url(https://tracker.example/p.gif) (line 2). Use a data: image instead.',
    ],
    [
      '@font-face { font-family: X; src: url(//fonts.example/x.woff2) }',
      'Custom CSS cannot load files from other addresses: url(//fonts.example/x.woff2) (line 1). Use a data: image instead.',
    ],
    [
      '.a { background-image: image-set("https://cdn.example/a.png" 1x) }',
      'Custom CSS cannot load files from other addresses: https://cdn.example/a.png (line 1). Use a data: image instead.',
    ],
    ['.a { behavior: url(data:image/png;base64,AA) }', 'The behavior property is not allowed in custom CSS (line 1).'],
  ])('refuses %j', (css, reason) => {
    expect(checkCustomCss(css)).toEqual({ refused: reason });
  });

  // Browsers decode CSS escapes in names and strings before they act on them.
  it.each([
    [
      'body{background:\\69mage-set("https://cdn.example/a.png" 1x)}',
      'Custom CSS cannot load files from other addresses: https://cdn.example/a.png (line 1). Use a data: image instead.',
    ],
    ['@\\69mport "https://evil.example/x.css";', '@import is not allowed in custom CSS (line 1).'],
    ['@\\49MPORT url(data:image/png,AA);', '@import is not allowed in custom CSS (line 1).'],
    ['.a { width: e\\78pression(alert(1)) }', 'expression() is not allowed in custom CSS (line 1).'],
    [
      '.a { background: u\\72l("https://tracker.example/p.gif") }',
      'Custom CSS cannot load files from other addresses: https://tracker.example/p.gif (line 1). Use a data: image instead.',
    ],
    [
      '.a { background: \\55RL("https://tracker.example/p.gif") }',
      'Custom CSS cannot load files from other addresses: https://tracker.example/p.gif (line 1). Use a data: image instead.',
    ],
    [
      '.a { background: src("https://tracker.example/p.gif") }',
      'Custom CSS cannot load files from other addresses: https://tracker.example/p.gif (line 1). Use a data: image instead.',
    ],
    ['.a { background: u\\72l(var(--picture)) }', 'url() in custom CSS must name a data: image in quotes (line 1).'],
    [
      '.a { beh\\61vior: url(data:image/png;base64,AA) }',
      'The behavior property is not allowed in custom CSS (line 1).',
    ],
    ['.a { -moz-\\62inding: none }', 'The -moz-binding property is not allowed in custom CSS (line 1).'],
    [
      '.a { background: url("\\64\\61ta:image/png,AA"), url("\\68ttps://tracker.example/p.gif") }',
      'Custom CSS cannot load files from other addresses: url(https://tracker.example/p.gif) (line 1). Use a data: image instead.',
    ],
    [
      '.a { background: url(\\68ttps://tracker.example/p.gif) }',
      'Custom CSS cannot load files from other addresses: url(https://tracker.example/p.gif) (line 1). Use a data: image instead.',
    ],
    [
      ':root { --picture: url(https://tracker.example/p.gif) } .a { background: var(--picture) }',
      'Custom CSS cannot load files from other addresses: url(https://tracker.example/p.gif) (line 1). Use a data: image instead.',
    ],
    [
      ':root { --picture: \\69mage-set("https://tracker.example/p.gif" 1x) }',
      'Custom CSS cannot load files from other addresses: https://tracker.example/p.gif (line 1). Use a data: image instead.',
    ],
    ['.a::after { content: "\\3c/style><script>alert(1)</script>" }', 'Custom CSS cannot contain "</style".'],
  ])('refuses the escaped or hidden form %j', (css, reason) => {
    expect(checkCustomCss(css)).toEqual({ refused: reason });
  });

  it('keeps escaped inline images', () => {
    expect(checkCustomCss('.a{background:url("\\64 ata:image/png,AA")}')).toEqual({
      css: '.a{background:url(data:image/png,AA)}',
    });
  });

  it('refuses what it cannot read', () => {
    expect(checkCustomCss('.a { color: red } }}} @media {')).toMatchObject({
      refused: expect.stringMatching(/^Custom CSS could not be read/),
    });
  });
});
