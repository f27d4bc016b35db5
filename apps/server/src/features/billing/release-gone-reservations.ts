import { REGIONS } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { startSweeps } from '../../platform/jobs/sweeps.js';
import { dropReservations } from './reserve-credits.js';
import { creditReservations } from './schema.js';

/** How often a running process lets go of the reservations of processes that died beside it. */
const SWEEP_EVERY_MS = 15_000;

/**
 * Ends the credit reservations whose process no longer runs (`ProcessMark`), and those past their
 * time (a process that lost track of one): the answers they held credits for will never be
 * charged, and until they go the balance they hold cannot be spent.
 */
export async function releaseGoneReservations(regions: Regions): Promise<number> {
  let released = 0;
  for (const region of REGIONS) {
    released += await dropReservations(
      regions.db(region),
      sql`${regions.mark.gone(region, creditReservations.holder)} or ${creditReservations.expiresAt} < now()`,
    );
  }
  return released;
}

/** Releases at start (a restart after a crash finds its own leftovers) and then every little while. */
export function startReservationSweeps(regions: Regions, log: FastifyBaseLogger): Promise<() => void> {
  return startSweeps(log, 'Releasing reservations', SWEEP_EVERY_MS, async () => {
    const released = await releaseGoneReservations(regions);
    if (released > 0) log.info({ released }, 'Released the credit reservations of processes that stopped');
  });
}
