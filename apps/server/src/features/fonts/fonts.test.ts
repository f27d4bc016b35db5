import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { type FakeFontService, fakeFontFileBytes, startFakeFontService } from '../../../test/fakes/font-service.js';
import { FONT_NOT_LOADED_MESSAGE } from './font-cache.js';
import { FONT_NOT_AVAILABLE_MESSAGE } from './serve-font-stylesheet.js';

let fake: FakeFontService;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeFontService();
  // No EGRESS_ALLOW: the configured font service's own address is what lets our server reach it.
  app = await createTestApp({ FONTS_API_URL: fake.apiUrl, FONTS_FILES_URL: fake.filesUrl });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.down = false;
  fake.extraCss = '';
  fake.oversized = false;
});

const get = (url: string) => app.inject({ method: 'GET', url });
/** The addresses a stylesheet loads its files from. */
const urlsIn = (css: string) => [...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1] ?? '');
const facesIn = (css: string) => css.match(/@font-face/g)?.length ?? 0;

describe("an agency font's stylesheet", () => {
  it("is the font service's, with weights 400, 500 and 700, loading every file from our own server", async () => {
    const res = await get('/api/fonts/Open%20Sans.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}$/);
    const css = res.body;
    expect(css).toContain("font-family: 'Open Sans';");
    expect(css).toContain('font-display: swap;');
    expect([...css.matchAll(/font-weight: (\d+);/g)].map((match) => match[1])).toEqual(
      expect.arrayContaining(['400', '500', '700']),
    );
    const urls = urlsIn(css);
    expect(urls.length).toBe(facesIn(css));
    for (const url of urls) expect(url).toMatch(/^\/api\/fonts\/files\/s\/opensans\/v1\/[a-z0-9-]+\.woff2$/);
    expect(css).not.toContain('127.0.0.1');
    // Asked once, as a browser that takes woff2 files.
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.path).toBe('/css2?family=Open+Sans:wght@400;500;700&display=swap');
    expect(fake.calls[0]?.userAgent).toMatch(/Chrome\//);
  });

  it("leaves out any font face whose file is not on the font service's file host", async () => {
    fake.extraCss = [
      "@font-face { font-family: 'Inter'; src: url(https://tracker.example/inter.woff2) format('woff2'); }",
      `@font-face { font-family: 'Inter'; src: url(${fake.apiUrl}/elsewhere/inter.woff2) format('woff2'); }`,
      `@font-face { font-family: 'Inter'; src: url(${fake.filesUrl}/s/inter/../../secret.woff2) format('woff2'); }`,
      `@font-face { font-family: 'Inter'; src: url(${fake.filesUrl}/s/inter/v1/a.woff2), url(https://tracker.example/b.woff2); }`,
      '@import url(https://tracker.example/more.css);',
    ].join('\n');
    const css = (await get('/api/fonts/Inter.css')).body;
    expect(facesIn(css)).toBe(6);
    expect(css).not.toContain('tracker.example');
    expect(css).not.toContain('elsewhere');
    expect(css).not.toContain('secret');
    expect(css).not.toContain('@import');
    for (const url of urlsIn(css)) expect(url).toMatch(/^\/api\/fonts\/files\/s\/inter\/v1\//);
  });

  it('keeps the weights a family has when it lacks one of them', async () => {
    const lato = (await get('/api/fonts/Lato.css')).body;
    expect(new Set([...lato.matchAll(/font-weight: (\d+);/g)].map((match) => match[1]))).toEqual(
      new Set(['400', '700']),
    );
    const anton = await get('/api/fonts/anton.css');
    expect(anton.statusCode).toBe(200);
    expect(anton.body).toContain("font-family: 'Anton';");
    expect(anton.body).toContain('font-weight: 400;');
  });

  it('is refused for a family the agency theme does not accept, and for inherit, without asking the font service', async () => {
    for (const url of [
      '/api/fonts/Comic%20Sans%20MS.css',
      '/api/fonts/inherit.css',
      '/api/fonts/Lato',
      '/api/fonts/Lato.woff2',
      '/api/fonts/.css',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(FONT_NOT_AVAILABLE_MESSAGE);
    }
    expect(fake.calls).toEqual([]);
  });

  it('says so when the font service does not have a family we ship', async () => {
    const res = await get('/api/fonts/Pacifico.css');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(FONT_NOT_AVAILABLE_MESSAGE);
  });
});

describe('an agency font file', () => {
  it('is served with its bytes as woff2 for a year', async () => {
    const css = (await get('/api/fonts/Rubik.css')).body;
    const url = urlsIn(css)[0] ?? '';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fakeFontFileBytes(url.replace('/api/fonts/files/', '')))).toBe(true);
    expect(fake.calls.at(-1)?.path).toBe(url.replace('/api/fonts/files/', '/gstatic/'));
  });

  it('is refused for any path that is not a woff2 file below the file host, without asking it', async () => {
    for (const url of [
      '/api/fonts/files/s/../../../../etc/passwd.woff2',
      '/api/fonts/files/s/rubik/v1/..%2F..%2F..%2Fetc%2Fpasswd.woff2',
      '/api/fonts/files/..%2f..%2fcss2.woff2',
      '/api/fonts/files/%2e%2e/%2e%2e/x.woff2',
      '/api/fonts/files/s/rubik/v1/rubik-400-latin.ttf',
      '/api/fonts/files/s/rubik/v1/rubik-400-latin.woff2%3Fx%3D1',
      '/api/fonts/files/%2F%2Ftracker.example%2Fx.woff2',
      '/api/fonts/files/s/rubik/v1/.woff2',
      '/api/fonts/files/',
    ]) {
      const res = await get(url);
      // A path that climbs with plain `..` is resolved before routing and may land on the dashboard's page.
      expect(res.headers['content-type'], url).not.toMatch(/font/);
    }
    expect(fake.calls).toEqual([]);
  });

  it('is not available when the file host has no such file', async () => {
    const res = await get('/api/fonts/files/s/rubik/v1/missing.woff2');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(FONT_NOT_AVAILABLE_MESSAGE);
  });
});

describe('the font service', () => {
  it('is asked once per stylesheet and once per file, however many pages load them', async () => {
    const [first, second] = await Promise.all([get('/api/fonts/DM%20Sans.css'), get('/api/fonts/dm%20sans.css')]);
    expect(second?.body).toBe(first?.body);
    const file = urlsIn(first?.body ?? '')[1] ?? '';
    const files = await Promise.all([get(file), get(file)]);
    expect(files.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await get('/api/fonts/DM%20Sans.css')).statusCode).toBe(200);
    expect((await get(file)).statusCode).toBe(200);
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/css2?family=DM+Sans:wght@400;500;700&display=swap',
      file.replace('/api/fonts/files/', '/gstatic/'),
    ]);
  });

  it('being down answers 502 in our words, and the next request after it is back succeeds', async () => {
    fake.down = true;
    for (const url of ['/api/fonts/Roboto.css', '/api/fonts/files/s/roboto/v1/roboto-400-latin.woff2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(502);
      expect(res.json().error).toEqual({ code: 'FONT_SERVICE_FAILED', message: FONT_NOT_LOADED_MESSAGE });
    }
    fake.down = false;
    const css = await get('/api/fonts/Roboto.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain("font-family: 'Roboto';");
    expect((await get('/api/fonts/files/s/roboto/v1/roboto-400-latin.woff2')).statusCode).toBe(200);
  });

  it('sending a file too large to be a font answers 502, and nothing of it is kept', async () => {
    fake.oversized = true;
    const url = '/api/fonts/files/s/inter/v1/inter-700-latin.woff2';
    expect((await get(url)).statusCode).toBe(502);
    fake.oversized = false;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fakeFontFileBytes('s/inter/v1/inter-700-latin.woff2'))).toBe(true);
  });
});
