import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

let shipped: FastifyInstance;
let operators: FastifyInstance;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'legal-'));
  await writeFile(path.join(dir, 'tos.md'), '# Our Terms\n\nBe kind to the agents.\n');
  shipped = await createTestApp();
  operators = await createTestApp({ LEGAL_PAGES_DIR: dir });
});
afterAll(async () => {
  await shipped.close();
  await operators.close();
});

describe('legal pages (spec 001 §2)', () => {
  it('serves the shipped texts for every page, titled by their heading', async () => {
    for (const page of ['about', 'tixae-privacy-policy', 'tos', 'refund-policy', 'cookie-policy', 'contact', 'gdpr']) {
      const res = await shipped.inject({ method: 'GET', url: `/api/legal/${page}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().markdown.length).toBeGreaterThan(200);
      expect(res.json().markdown).not.toMatch(/lorem ipsum/i);
    }
    const privacy = (await shipped.inject({ method: 'GET', url: '/api/legal/tixae-privacy-policy' })).json();
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.markdown).not.toMatch(/^# /m);
  });

  it("serves the operator's own text from LEGAL_PAGES_DIR, and a page it lacks is not found", async () => {
    const tos = await operators.inject({ method: 'GET', url: '/api/legal/tos' });
    expect(tos.json()).toEqual({ page: 'tos', title: 'Our Terms', markdown: 'Be kind to the agents.' });
    const missing = await operators.inject({ method: 'GET', url: '/api/legal/gdpr' });
    expect(missing.statusCode).toBe(404);
    const unknown = await shipped.inject({ method: 'GET', url: '/api/legal/secrets' });
    expect(unknown.statusCode).toBe(400);
  });
});
