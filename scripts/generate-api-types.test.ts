import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const script = fileURLToPath(new URL('generate-api-types.ts', import.meta.url));
const committed = readFileSync(path.join(repo, 'apps/web/src/lib/api-schema.ts'), 'utf8');

/** Runs the check as `npm run check` does, on `file`. */
async function check(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', script, '--check', file],
      { cwd: repo },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'api-types-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each run boots the whole app on in-memory databases to read its OpenAPI document.
describe('the API types check', { timeout: 240_000 }, () => {
  it('passes on the committed file, so it matches the routes on any machine', async () => {
    const copy = path.join(folder, 'fresh.ts');
    writeFileSync(copy, committed);

    const result = await check(copy);

    expect(result.output).toContain("matches the server's routes");
    expect(result.code).toBe(0);
  });

  it('fails, saying how to fix it, when a route is missing from the file', async () => {
    const stale = path.join(folder, 'stale.ts');
    const renamed = committed.replace('"/api/auth/me"', '"/api/auth/whoami"');
    expect(renamed).not.toBe(committed);
    writeFileSync(stale, renamed);

    const result = await check(stale);

    expect(result.code).toBe(1);
    expect(result.output).toContain('Run npm run api:generate and commit the result.');
  });
});
