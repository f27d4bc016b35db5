import type { Region } from '@agent-platform/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE, testDatabaseEnv } from '../../../test/app.js';

declare module './jobs.js' {
  interface JobPayloads {
    'test-echo': { word: string };
  }
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('jobs', () => {
  it('runs a job enqueued in each region in that region, and stops with the app', async () => {
    const app = await createTestApp();
    close = () => app.close();
    await app.jobs.defineQueue('test-echo');
    const seen: { word: string; region: Region }[] = [];
    const done = new Promise<void>((resolve) => {
      void app.jobs.work('test-echo', {}, async (data, job) => {
        seen.push({ word: data.word, region: job.region });
        if (seen.length === 2) resolve();
      });
    });
    await app.jobs.enqueue('na', 'test-echo', { word: 'north' });
    await app.jobs.enqueue('eu', 'test-echo', { word: 'europe' });
    await done;
    expect(seen.sort((a, b) => a.region.localeCompare(b.region))).toEqual([
      { word: 'europe', region: 'eu' },
      { word: 'north', region: 'na' },
    ]);
    const started = Date.now();
    await app.close();
    close = undefined;
    // Nothing was running, so closing does not wait for the grace period.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('works through jobs queued before it started, and wakes for a new one, without waiting for its next poll', async () => {
    // A poll a minute: a worker that waited for it would outlast the test's time limit.
    const app = await createTestApp({ JOBS_POLLING_SECONDS: '60' });
    close = () => app.close();
    await app.jobs.defineQueue('test-echo');
    for (const word of ['one', 'two', 'three']) await app.jobs.enqueue('na', 'test-echo', { word });
    const seen: string[] = [];
    let wake: () => void = () => undefined;
    const handled = (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => seen.length >= count && resolve();
      });
    const queued = handled(3);
    await app.jobs.work('test-echo', {}, async (data) => {
      seen.push(data.word);
      wake();
    });
    // The first poll finds one job; the other two are found only by looking again after each.
    await queued;
    const later = handled(4);
    await app.jobs.enqueue('na', 'test-echo', { word: 'four' });
    await later;
    expect(seen.sort()).toEqual(['four', 'one', 'three', 'two']);
  });

  it('retries a job whose handler failed', async () => {
    const app = await createTestApp();
    close = () => app.close();
    await app.jobs.defineQueue('test-echo', { retryLimit: 1, retryDelaySeconds: 0 });
    let calls = 0;
    const succeeded = new Promise<void>((resolve) => {
      void app.jobs.work('test-echo', {}, async () => {
        calls++;
        if (calls === 1) throw new Error('first try fails');
        resolve();
      });
    });
    await app.jobs.enqueue('na', 'test-echo', { word: 'again' });
    await succeeded;
    expect(calls).toBe(2);
  });

  // Processes share a queue only on a database server; the embedded database's case is a restart.
  it.skipIf(TEST_DATABASE !== 'postgres')(
    'retries at once a job whose process died, long before it expires, and without using up its retries',
    async () => {
      const env = await testDatabaseEnv();
      const settings = { expireInSeconds: 300, retryLimit: 0 };
      const dying = await createTestApp(env);
      await dying.jobs.defineQueue('test-echo', settings);
      const taken = new Promise<void>((resolve) => {
        void dying.jobs.work('test-echo', {}, () => {
          resolve();
          return new Promise<void>(() => undefined);
        });
      });
      await dying.jobs.enqueue('na', 'test-echo', { word: 'stranded' });
      await taken;
      // Its connections close as a killed process's do: its locks go with them.
      await dying.regions.mark.close();

      const live = await createTestApp(env);
      close = async () => {
        await live.close();
        await dying.close();
      };
      await live.jobs.defineQueue('test-echo', settings);
      const done = new Promise<string>((resolve) => {
        void live.jobs.work('test-echo', {}, async (data) => resolve(data.word));
      });
      // Within the test's time limit, not the job's five minutes.
      expect(await done).toBe('stranded');
    },
  );
});
