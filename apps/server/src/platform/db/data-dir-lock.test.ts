import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execPath, pid } from 'node:process';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const root = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, and takes over one whose process is gone', async () => {
    const dataDir = path.join(root, 'na');
    const holder = spawn(execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(holder.pid));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${holder.pid}`);

    holder.kill();
    await exited;
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${pid}`);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });
});
