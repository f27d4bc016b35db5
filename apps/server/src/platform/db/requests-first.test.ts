import { describe, expect, it } from 'vitest';
import { requestsFirst } from './requests-first.js';

describe('requests first on the embedded database', () => {
  it("runs a request's statement before background statements asked earlier, and those once it is answered", async () => {
    const turns = requestsFirst();
    const ran: string[] = [];
    const webhook = {};
    turns.started(webhook, () => undefined);
    const job = turns.run(async () => ran.push('job'));
    await turns.started(webhook, () => turns.run(async () => ran.push('webhook')));
    turns.answered(webhook);
    await job;
    expect(ran).toEqual(['webhook', 'job']);
  });

  it('never stops background statements, however long a request stays unanswered', async () => {
    const turns = requestsFirst();
    turns.started({}, () => undefined);
    await expect(turns.run(async () => 'swept')).resolves.toBe('swept');
  });

  it('lets a statement inside a request run at once, and one outside run at once when no request waits', async () => {
    const turns = requestsFirst();
    const ran: string[] = [];
    await turns.run(async () => ran.push('sweep'));
    const stream = {};
    await turns.started(stream, async () => {
      // An event stream counts as answered once it begins; its later statements are still a request's.
      turns.answered(stream);
      await turns.run(async () => ran.push('stream'));
    });
    await turns.run(async () => ran.push('job'));
    expect(ran).toEqual(['sweep', 'stream', 'job']);
  });

  it('runs background statements one at a time, so a request that comes meanwhile waits behind one at most', async () => {
    const turns = requestsFirst();
    const ran: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const job = (name: string) =>
      turns.run(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(name);
        running--;
      });
    const jobs = [job('job 1'), job('job 2'), job('job 3')];
    // Arrives while the first job's statement runs.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const webhook = {};
    await turns.started(webhook, () => turns.run(async () => ran.push('webhook')));
    turns.answered(webhook);
    await Promise.all(jobs);
    expect(mostAtOnce).toBe(1);
    expect(ran).toEqual(['webhook', 'job 1', 'job 2', 'job 3']);
  });

  it('keeps the line moving when a background statement fails', async () => {
    const turns = requestsFirst();
    const failed = turns.run(async () => {
      throw new Error('constraint');
    });
    await expect(failed).rejects.toThrow('constraint');
    await expect(turns.run(async () => 'next')).resolves.toBe('next');
  });
});
