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
});
