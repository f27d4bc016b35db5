import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `sweep` now, so that a restart after a crash finds its own leftovers, then every `everyMs`
 * while the process runs; a failed sweep is logged and the next one tries again. Returns its stop.
 */
export async function startSweeps(
  log: Pick<FastifyBaseLogger, 'error'>,
  what: string,
  everyMs: number,
  sweep: () => Promise<void>,
): Promise<() => void> {
  await sweep();
  const timer = setInterval(() => void sweep().catch((err) => log.error({ err }, `${what} failed`)), everyMs);
  // A sweep due must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
