import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { absoluteHttpUrl, nameFromTitle, readHomePage, sameSite } from './read-home-page.js';

const HOME = 'https://www.acme.test/';

describe('readHomePage', () => {
  it("prefers og:site_name, then application-name, then the page's title for the name", () => {
    const head = (tags: string) => readHomePage(`<head>${tags}<title>Home | Acme Title</title></head>`, HOME);
    expect(head('<meta property="og:site_name" content="Acme OG">').companyName).toBe('Acme OG');
    expect(head('<meta name="application-name" content="Acme App">').companyName).toBe('Acme App');
    expect(head('').companyName).toBe('Acme Title');
  });

  it('takes the meta description, else og:description, else the first real paragraph', () => {
    expect(
      readHomePage(
        '<meta name="description" content=" Tools for  bakers. "><meta property="og:description" content="OG">',
        HOME,
      ).description,
    ).toBe('Tools for bakers.');
    expect(readHomePage('<meta property="og:description" content="From OG.">', HOME).description).toBe('From OG.');
    expect(
      readHomePage(
        '<body><nav><p>Menu text that is long enough to count as a paragraph here.</p></nav><p>Short.</p><p>We make ovens for small bakeries across the north of England.</p></body>',
        HOME,
      ).description,
    ).toBe('We make ovens for small bakeries across the north of England.');
  });

  it('orders icons: SVG, then the largest sized icon, then the Apple touch icon, all absolute', () => {
    const facts = readHomePage(
      `<link rel="apple-touch-icon" href="/apple.png">
       <link rel="icon" sizes="16x16" href="/i16.png">
       <link rel="shortcut icon" href="favicon.ico">
       <link rel="icon" sizes="32x32" href="/i32.png">
       <link rel="icon" type="image/svg+xml" href="/icon.svg">`,
      'https://acme.test/en/',
    );
    expect(facts.iconUrls).toEqual([
      'https://acme.test/icon.svg',
      'https://acme.test/i32.png',
      'https://acme.test/i16.png',
      'https://acme.test/en/favicon.ico',
      'https://acme.test/apple.png',
    ]);
  });

  it('finds the logo by its src, class, alt or id, or its parent, before falling back to og:image', () => {
    const logo = (body: string) =>
      readHomePage(`<head><meta property="og:image" content="/og.png"></head><body>${body}</body>`, HOME).logoUrl;
    expect(logo('<img src="/hero.jpg"><img src="/img/acme-logo.png">')).toBe('https://www.acme.test/img/acme-logo.png');
    expect(logo('<img src="/a.png" alt="Acme Logo">')).toBe('https://www.acme.test/a.png');
    expect(logo('<a class="navbar-logo" href="/"><img src="/brand.webp"></a>')).toBe(
      'https://www.acme.test/brand.webp',
    );
    expect(logo('<img src="/hero.jpg">')).toBe('https://www.acme.test/og.png');
  });

  it("keeps an inline SVG logo's markup for its colours", () => {
    const facts = readHomePage('<a id="logo" href="/"><svg><path fill="#7c3aed"/></svg></a>', HOME);
    expect(facts.logoUrl).toBeNull();
    expect(facts.inlineLogoSvg).toContain('fill="#7c3aed"');
  });

  it('reads theme-color values, inline styles and same-site style sheets only', () => {
    const facts = readHomePage(
      `<meta name="theme-color" content="#1F6F5C" media="(prefers-color-scheme: light)">
       <meta name="theme-color" content="nonsense">
       <link rel="stylesheet" href="/css/site.css"><link rel="stylesheet" href="https://cdn.other.test/lib.css">
       <style>:root{--primary:#2563eb}</style>
       <body style="--brand: #9333ea">`,
      HOME,
    );
    expect(facts.themeColors).toEqual(['#1f6f5c']);
    expect(facts.stylesheetUrls).toEqual(['https://www.acme.test/css/site.css']);
    expect(facts.inlineCss).toContain('--primary:#2563eb');
    expect(facts.inlineCss).toContain(':root{--brand: #9333ea}');
  });

  it('lists same-site navigation links once, without the home page, files, other sites, mail links or anchors', () => {
    const facts = readHomePage(
      `<base href="https://www.acme.test/en/">
       <nav>
         <a href="/">Home</a><a href="about">About</a><a href="about#team">Team</a>
         <a href="https://acme.test/pricing">Pricing</a><a href="/brochure.pdf">Brochure</a>
         <a href="https://shop.other.test/">Shop</a><a href="mailto:hi@acme.test">Mail</a><a href="#top">Top</a>
         <a href="/blog">Blog</a><a href="/careers">Careers</a><a href="/docs">Docs</a><a href="/press">Press</a>
       </nav>
       <footer><a href="/legal">Legal</a></footer>`,
      HOME,
    );
    expect(facts.navLinks).toEqual([
      'https://www.acme.test/en/about',
      'https://acme.test/pricing',
      'https://www.acme.test/blog',
      'https://www.acme.test/careers',
      'https://www.acme.test/docs',
    ]);
  });

  it('falls back to all links of the page when it has no navigation', () => {
    expect(readHomePage('<body><a href="/about">About</a></body>', HOME).navLinks).toEqual([
      'https://www.acme.test/about',
    ]);
  });

  it('notices a page that asks only for a dark colour scheme', () => {
    expect(readHomePage('<meta name="color-scheme" content="dark">', HOME).prefersDark).toBe(true);
    expect(readHomePage('<meta name="color-scheme" content="light dark">', HOME).prefersDark).toBe(false);
  });
});

describe('nameFromTitle', () => {
  it.each([
    ['Home | Acme Bakery', 'Acme Bakery'],
    ['Acme Bakery – Home', 'Acme Bakery'],
    ['Welcome to Acme Bakery', 'Acme Bakery'],
    ['Acme Bakery: fresh bread daily', 'Acme Bakery'],
    ['Home', null],
    ['', null],
  ])('reads %j as %j', (title, name) => {
    expect(nameFromTitle(load(`<title>${title}</title>`))).toBe(name);
  });
});

describe('absoluteHttpUrl and sameSite', () => {
  it('resolves relative links and refuses other schemes', () => {
    expect(absoluteHttpUrl('../logo.svg', 'https://acme.test/a/b/')).toBe('https://acme.test/a/logo.svg');
    expect(absoluteHttpUrl('//cdn.acme.test/x.png', 'https://acme.test/')).toBe('https://cdn.acme.test/x.png');
    expect(absoluteHttpUrl('javascript:void(0)', HOME)).toBeNull();
    expect(absoluteHttpUrl('data:image/png;base64,AAAA', HOME)).toBeNull();
    expect(absoluteHttpUrl('  ', HOME)).toBeNull();
  });

  it('counts www. as the same site, and another port or subdomain as another', () => {
    expect(sameSite('https://acme.test/a', 'https://www.acme.test/')).toBe(true);
    expect(sameSite('http://127.0.0.1:8080/a', 'http://127.0.0.1:8081/')).toBe(false);
    expect(sameSite('https://shop.acme.test/', 'https://acme.test/')).toBe(false);
  });
});
