import type { EventDelivery } from '@agent-platform/core';
import type { eventDeliveries } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';

const DELIVERY_ID_LENGTH = 20;

export const newDeliveryId = () => randomId(DELIVERY_ID_LENGTH);

/** A stored delivery as the Events page shows it; `maxAttempts` is the server's retry plan. */
export function toEventDelivery(row: typeof eventDeliveries.$inferSelect, maxAttempts: number): EventDelivery {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    endpoint: row.endpoint,
    attempts: row.attempts,
    maxAttempts,
    lastError: row.lastError,
    payload: row.payload,
    replayOf: row.replayOf,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Tries in all: the first, then one per retry delay. */
export const maxAttemptsOf = (config: { eventRetrySeconds: readonly number[] }) => config.eventRetrySeconds.length + 1;
