import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createWorkspaceLimiter } from './workspace-limiter.js';

const FULL = 'This workspace is answering too many messages at once. Please try again in a moment.';

describe('workspace limiter', () => {
  it('lets a workspace hold its slots and makes the next caller wait for one', async () => {
    const limiter = createWorkspaceLimiter({ concurrent: 2, queued: 5, fullMessage: FULL });
    const first = await limiter.acquire('a');
    await limiter.acquire('a');
    let third = false;
    const waiting = limiter.acquire('a').then((release) => {
      third = true;
      return release;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    expect(limiter.load()).toEqual({ running: 2, waiting: 1 });
    first();
    (await waiting)();
    expect(third).toBe(true);
    expect(limiter.load()).toEqual({ running: 1, waiting: 0 });
  });

  it('serves another workspace at once while one workspace has a line', async () => {
    const limiter = createWorkspaceLimiter({ concurrent: 1, queued: 10, fullMessage: FULL });
    await limiter.acquire('a');
    let servedInA = 0;
    for (let i = 0; i < 2; i++) void limiter.acquire('a').then(() => servedInA++);
    await expect(limiter.acquire('b')).resolves.toBeTypeOf('function');
    expect(servedInA).toBe(0);
    expect(limiter.load()).toEqual({ running: 2, waiting: 2 });
  });

  it('hands freed slots to waiters in the order they came', async () => {
    const limiter = createWorkspaceLimiter({ concurrent: 1, queued: 10, fullMessage: FULL });
    const release = await limiter.acquire('a');
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      limiter.acquire('a').then((next) => {
        order.push(n);
        next();
      }),
    );
    release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses in words once the line is full, and only for that workspace', async () => {
    const limiter = createWorkspaceLimiter({ concurrent: 1, queued: 1, fullMessage: FULL });
    await limiter.acquire('a');
    void limiter.acquire('a');
    const refused = await limiter.acquire('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429, message: FULL });
    await expect(limiter.acquire('b')).resolves.toBeTypeOf('function');
  });

  it('gives a slot back once however often its release is called', async () => {
    const limiter = createWorkspaceLimiter({ concurrent: 1, queued: 0, fullMessage: FULL });
    const release = await limiter.acquire('a');
    release();
    release();
    const again = limiter.tryAcquire('a');
    expect(again).toBeTypeOf('function');
    expect(limiter.tryAcquire('a')).toBeUndefined();
    again?.();
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
