import type { WebsiteAnalysis } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';

let app: FastifyInstance;
let site: TestWebsite;
let owner: Awaited<ReturnType<typeof signUpWithWorkspace>>;
let analysis: WebsiteAnalysis;

const analyze = (url: string, who = owner) =>
  who.client.post(`/api/na/workspaces/${who.workspace.uid}/website-analysis`, { url });

beforeAll(async () => {
  site = await startTestWebsite();
  app = await createTestApp({ EGRESS_ALLOW: site.host });
  owner = await signUpWithWorkspace(app);
  const res = await analyze(`${site.origin}/`);
  expect(res.statusCode, res.body).toBe(200);
  analysis = res.json();
});
afterAll(async () => {
  await app.close();
  await site.close();
});

describe('website analysis of the test website', () => {
  it("reads the company's name and description", () => {
    expect(analysis.url).toBe(`${site.origin}/`);
    expect(analysis.companyName).toBe('Larkspur Coffee Roasters');
    expect(analysis.description).toBe(
      'Small-batch specialty coffee roasted in Portland, Oregon, delivered to your door.',
    );
  });

  it('finds the favicon and the logo as absolute URLs', () => {
    expect(analysis.faviconUrl).toBe(`${site.origin}/favicon.svg`);
    expect(analysis.logoUrl).toBe(`${site.origin}/images/logo.svg`);
  });

  it('lists the brand colours from theme-color, custom properties and the logo, most important first', () => {
    expect(analysis.brandColors).toEqual([
      { hex: '#1f6f5c', source: 'theme-color' },
      { hex: '#f2c14e', source: 'css-variable', name: '--brand-secondary' },
      { hex: '#e07a2f', source: 'css-variable', name: '--color-accent' },
      { hex: '#c2410c', source: 'logo' },
    ]);
    expect(analysis.primaryColor).toBe('#1f6f5c');
    expect(analysis.theme).toEqual({ themeType: 'light', primary: '#1f6f5c' });
  });

  it("reads the main pages' text, following the redirect, without scripts, navigation or footer", () => {
    expect(analysis.pages.map((page) => page.url)).toEqual([
      `${site.origin}/`,
      `${site.origin}/about.html`,
      `${site.origin}/pricing.html`,
      `${site.origin}/menu.html`,
      `${site.origin}/contact.html`,
    ]);
    const [home, about, , menu, contact] = analysis.pages;
    expect(home?.title).toBe('Home | Larkspur Coffee Roasters');
    expect(home?.text).toContain('We roast small batches every Tuesday and Friday');
    expect(home?.text).not.toMatch(/analytics|All rights reserved|Staff area/);
    expect(about?.text).toContain('founded in 2014 by Mara Ellison');
    expect(menu?.text).toContain('cardamom cortado');
    expect(contact?.text).toContain('Monday to Friday from 7:00 to 18:00');
    expect(analysis.pages.some((page) => page.text.includes('door code'))).toBe(false);
  });

  it('falls back to /favicon.ico when a page declares no icon', async () => {
    const res = await analyze(`${site.origin}/pricing.html`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faviconUrl).toBe(`${site.origin}/favicon.ico`);
  });
});

describe('website analysis refusals', () => {
  it.each([
    ['a loopback port that is not allowlisted', () => `http://127.0.0.1:${Number(site.host.split(':')[1]) + 1}/`],
    ['a private address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s', async (_label, url) => {
    const res = await analyze(url());
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'WEBSITE_UNREADABLE',
      message: 'Unable to analyze website branding: the address is not on the public internet.',
    });
  });

  it('says when the page does not exist', async () => {
    const res = await analyze(`${site.origin}/no-such-page`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Unable to analyze website branding: the website answered 404 (page not found).',
    );
  });

  it('says when the address is not a web page', async () => {
    const res = await analyze(`${site.origin}/files/wholesale-price-list.pdf`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Unable to analyze website branding: the address is not a web page (it serves application/pdf).',
    );
  });

  it('checks the website field with the company form texts', async () => {
    const empty = await analyze('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Company website is required');
    const invalid = await analyze('not a website');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain('Please enter a valid website URL or domain');
  });

  it("answers 404 for another workspace's uid", async () => {
    const other = await signUpWithWorkspace(app);
    const res = await owner.client.post(`/api/na/workspaces/${other.workspace.uid}/website-analysis`, {
      url: `${site.origin}/`,
    });
    expect(res.statusCode).toBe(404);
  });
});
