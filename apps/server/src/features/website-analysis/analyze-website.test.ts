import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../../test/local-http-server.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';
import { createEgress } from '../../platform/egress/egress.js';
import { analyzeWebsite } from './analyze-website.js';

let site: TestWebsite;
let dark: Awaited<ReturnType<typeof startLocalServer>>;
const userAgents: string[] = [];
let inFlight = 0;
let mostInFlight = 0;

// A dark site: an inline SVG logo, a dark background variable, a menu link that is gone and one
// that redirects to another site.
const DARK_HOME = `<!doctype html><html><head><title>Nightjar Studio</title>
  <style>:root { --bg: #0b1020; --primary: hsl(262 83% 58%); }</style></head>
  <body><header><a class="logo" href="/"><svg viewBox="0 0 10 10"><path fill="#f59e0b" d="M0 0h10v10z"/></svg></a>
  <nav><a href="/work">Work</a><a href="/gone">Gone</a><a href="/shop">Shop</a><a href="/team">Team</a><a href="/faq">FAQ</a></nav></header>
  <main><p>We design record sleeves and tour posters for independent bands.</p></main></body></html>`;

beforeAll(async () => {
  site = await startTestWebsite();
  dark = await startLocalServer(async (req, res) => {
    userAgents.push(req.headers['user-agent'] ?? '');
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inFlight--;
    const html = { 'content-type': 'text/html' };
    if (req.url === '/') return res.writeHead(200, html).end(DARK_HOME);
    if (req.url === '/shop') return res.writeHead(301, { location: `${site.origin}/` }).end();
    if (req.url === '/work' || req.url === '/team' || req.url === '/faq')
      return res.writeHead(200, html).end(`<p>${req.url}</p>`);
    return res.writeHead(404, html).end('<p>Not found</p>');
  });
});
afterAll(async () => {
  await site.close();
  dark.server.closeAllConnections();
  dark.server.close();
});

describe('analyzeWebsite', () => {
  it("reads an inline SVG logo's colours, suggests a dark theme and leaves out linked pages that are gone or elsewhere", async () => {
    const egress = createEgress({ allow: [`127.0.0.1:${dark.port}`, site.host] });
    const analysis = await analyzeWebsite({ egress }, `http://127.0.0.1:${dark.port}/`);
    expect(analysis.companyName).toBe('Nightjar Studio');
    expect(analysis.description).toBe('We design record sleeves and tour posters for independent bands.');
    expect(analysis.logoUrl).toBeNull();
    expect(analysis.faviconUrl).toBeNull();
    expect(analysis.brandColors).toEqual([
      { hex: '#7c3bed', source: 'css-variable', name: '--primary' },
      { hex: '#f59e0b', source: 'logo' },
    ]);
    expect(analysis.theme).toEqual({ themeType: 'dark', primary: '#7c3bed' });
    expect(analysis.pages.map((page) => page.url)).toEqual([
      `http://127.0.0.1:${dark.port}/`,
      `http://127.0.0.1:${dark.port}/work`,
      `http://127.0.0.1:${dark.port}/team`,
      `http://127.0.0.1:${dark.port}/faq`,
    ]);
    // Five linked pages and the favicon check, never more than four at once.
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(4);
    expect(new Set(userAgents)).toEqual(new Set(['AgentPlatformBot/1.0 (website reader)']));
  });

  it('says so when the website never answers', async () => {
    const egress = createEgress({ allow: [site.host], timeoutMs: 300 });
    await expect(analyzeWebsite({ egress }, `${site.origin}/never-answers`)).rejects.toMatchObject({
      code: 'WEBSITE_UNREADABLE',
      message: 'Unable to analyze website branding: the website did not answer in time.',
    });
  });

  it('says so when nothing listens at the address, or the name does not exist', async () => {
    const closed = await startLocalServer(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const egress = createEgress({ allow: [`127.0.0.1:${closed.port}`] });
    await expect(analyzeWebsite({ egress }, `http://127.0.0.1:${closed.port}/`)).rejects.toMatchObject({
      message: 'Unable to analyze website branding: the website refused the connection.',
    });
    await expect(analyzeWebsite({ egress }, 'http://no-such-site.invalid/')).rejects.toMatchObject({
      message: 'Unable to analyze website branding: no website was found at this address.',
    });
  });

  it("says so, without the TLS library's text, when the website does not speak https", async () => {
    const egress = createEgress({ allow: [site.host] });
    await expect(analyzeWebsite({ egress }, `https://${site.host}/`)).rejects.toMatchObject({
      code: 'WEBSITE_UNREADABLE',
      message: 'Unable to analyze website branding: a secure connection to the website could not be made.',
    });
  });

  it('says so when the home page is larger than the guard lets through', async () => {
    const egress = createEgress({ allow: [site.host], maxBytes: 1024 });
    await expect(analyzeWebsite({ egress }, `${site.origin}/`)).rejects.toMatchObject({
      code: 'WEBSITE_UNREADABLE',
      message: 'Unable to analyze website branding: the home page is too large.',
    });
  });

  it('offers the first declared icon that loads, else /favicon.ico, never one that answers 404', async () => {
    const icons = await startLocalServer((req, res) => {
      const page = (links: string) =>
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<html><head><title>Icons</title>${links}</head></html>`);
      if (req.url === '/gone-then-found') {
        return page(
          '<link rel="icon" href="/gone.png" sizes="64x64"><link rel="icon" href="/found.png" sizes="32x32">',
        );
      }
      if (req.url === '/only-gone') return page('<link rel="icon" href="/gone.png">');
      if (req.url === '/found.png' || req.url === '/favicon.ico') {
        return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
      }
      return res.writeHead(404).end();
    });
    try {
      const egress = createEgress({ allow: [`127.0.0.1:${icons.port}`] });
      const origin = `http://127.0.0.1:${icons.port}`;
      expect((await analyzeWebsite({ egress }, `${origin}/gone-then-found`)).faviconUrl).toBe(`${origin}/found.png`);
      expect((await analyzeWebsite({ egress }, `${origin}/only-gone`)).faviconUrl).toBe(`${origin}/favicon.ico`);
    } finally {
      icons.server.closeAllConnections();
      icons.server.close();
    }
  });
});
