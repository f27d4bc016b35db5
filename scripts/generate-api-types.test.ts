import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, checkApiTypes, generateApiTypes } from './generate-api-types.js';

const committed = readFileSync(API_SCHEMA_FILE, 'utf8');
const folder = mkdtempSync(path.join(tmpdir(), 'api-types-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Generating boots the whole app on in-memory databases to read its OpenAPI document: once for both tests.
let generated: string;
beforeAll(async () => {
  generated = await generateApiTypes();
}, 120_000);

describe('the API types check', () => {
  it('passes on the committed file, so it matches the routes on any machine', () => {
    const copy = path.join(folder, 'fresh.ts');
    writeFileSync(copy, committed);

    const result = checkApiTypes(generated, copy);

    expect(result.message).toContain("matches the server's routes");
    expect(result.matches).toBe(true);
  });

  it('fails, saying how to fix it, when a route is missing from the file', () => {
    const stale = path.join(folder, 'stale.ts');
    const renamed = committed.replace('"/api/auth/me"', '"/api/auth/whoami"');
    expect(renamed).not.toBe(committed);
    writeFileSync(stale, renamed);

    const result = checkApiTypes(generated, stale);

    expect(result.matches).toBe(false);
    expect(result.message).toContain('Run npm run api:generate and commit the result.');
  });
});
