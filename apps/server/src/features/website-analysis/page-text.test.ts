import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.js';

describe('pageText', () => {
  it('keeps one line per block and leaves out scripts, styles, navigation, the menu header and the footer', () => {
    const html = `<!doctype html><html><head><title> Pricing | Acme </title><style>p{color:red}</style></head>
      <body>
        <header><a href="/">Acme</a><a href="/a">A</a><a href="/b">B</a></header>
        <nav><a href="/pricing">Pricing</a></nav>
        <h1>Plans</h1>
        <p>Starter costs   $10
          a month.</p><p>Pro costs <strong>$30</strong> a month.</p>
        <ul><li>Cancel any time</li><li>No setup fee</li></ul>
        <script>var secret = 1;</script>
        <footer>© Acme</footer>
      </body></html>`;
    expect(pageText(html)).toEqual({
      title: 'Pricing | Acme',
      text: 'Plans\nStarter costs $10 a month.\nPro costs $30 a month.\nCancel any time\nNo setup fee',
    });
  });

  it('reads only <main> when the page has one, and keeps a hero header without a menu', () => {
    const html = `<body><header><h1>Fresh bread daily</h1></header><aside>Sidebar</aside>
      <main><p>Our ovens start at 4 am.</p></main></body>`;
    expect(pageText(html).text).toBe('Our ovens start at 4 am.');
    expect(pageText('<body><header><h1>Fresh bread daily</h1></header><p>Since 1990.</p></body>').text).toBe(
      'Fresh bread daily\nSince 1990.',
    );
  });

  it('takes the first heading as the title when there is no <title>', () => {
    expect(pageText('<body><h1>About us</h1></body>').title).toBe('About us');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const text = pageText(`<p>${'word '.repeat(100)}</p>`, 52).text;
    expect(text.length).toBeLessThanOrEqual(52);
    expect(text.endsWith('word')).toBe(true);
  });
});
