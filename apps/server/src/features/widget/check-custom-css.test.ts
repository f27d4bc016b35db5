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

  it('refuses what it cannot read', () => {
    expect(checkCustomCss('.a { color: red } }}} @media {')).toMatchObject({
      refused: expect.stringMatching(/^Custom CSS could not be read/),
    });
  });
});
