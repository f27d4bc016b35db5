import { EVENT_ID_HEADER, EVENT_SIGNATURE_HEADER, EVENT_TIMESTAMP_HEADER, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { eventDeliveries, workspaces } from '../../platform/db/schema/index.js';
import { type Egress, EgressError } from '../../platform/egress/egress.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { TenancyConfig } from '../../platform/tenancy/index.js';
import { signEvent } from './sign-event.js';
import { tellMembersOfFailedDelivery } from './tell-members-of-failed-delivery.js';
import { maxAttemptsOf } from './to-event-delivery.js';

export const DELIVER_EVENT_QUEUE = 'event-delivery';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [DELIVER_EVENT_QUEUE]: { deliveryId: string; attempt: number };
  }
}

export interface DeliverEventDeps {
  regions: Regions;
  jobs: Jobs;
  egress: Egress;
  secretBox: SecretBox;
  mailer: Mailer;
  config: TenancyConfig & { eventRetrySeconds: readonly number[] };
  log?: FastifyBaseLogger | undefined;
}

// A receiver should answer at once and do its work afterwards.
const DELIVERY_TIMEOUT_MS = 10_000;
// Only the status matters; a long answer is not read.
const ANSWER_MAX_BYTES = 64 * 1024;

/**
 * One attempt to POST an event to the endpoint it was logged for: `{type, payload {..., createdAt,
 * workspaceSecret}}` (spec 002 §7.6), signed. A failed attempt queues the next after its delay;
 * after the last, the workspace's members are emailed (spec 002 §4.10). A job run twice for the
 * same attempt (a crashed process's) sends nothing again.
 */
export async function deliverEvent(
  deps: DeliverEventDeps,
  region: Region,
  { deliveryId, attempt }: { deliveryId: string; attempt: number },
): Promise<void> {
  const db = deps.regions.db(region);
  const [found] = await db
    .select({ delivery: eventDeliveries, secretEncrypted: workspaces.secretEncrypted })
    .from(eventDeliveries)
    .innerJoin(workspaces, eq(workspaces.uid, eventDeliveries.workspaceUid))
    .where(eq(eventDeliveries.id, deliveryId));
  if (found?.delivery.status !== 'pending' || found.delivery.attempts >= attempt) return;
  const { delivery } = found;
  const workspaceSecret = deps.secretBox.open(found.secretEncrypted);

  const body = JSON.stringify({ type: delivery.type, payload: { ...delivery.payload, workspaceSecret } });
  const timestamp = Math.floor(Date.now() / 1000);
  const problem = await send(
    deps.egress,
    delivery.endpoint,
    {
      'content-type': 'application/json',
      [EVENT_ID_HEADER]: delivery.replayOf ?? delivery.id,
      [EVENT_TIMESTAMP_HEADER]: String(timestamp),
      [EVENT_SIGNATURE_HEADER]: signEvent(workspaceSecret, timestamp, body),
    },
    body,
  );

  const lastAttempt = attempt >= maxAttemptsOf(deps.config);
  const status = problem === undefined ? 'delivered' : lastAttempt ? 'failed' : 'pending';
  await db
    .update(eventDeliveries)
    .set({
      attempts: attempt,
      status,
      lastError: problem ?? null,
      lastAttemptAt: new Date(),
      ...(status === 'delivered' ? { deliveredAt: new Date() } : {}),
    })
    .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.status, 'pending')));

  if (status === 'pending') {
    await deps.jobs.enqueue(
      region,
      DELIVER_EVENT_QUEUE,
      { deliveryId, attempt: attempt + 1 },
      { startAfterSeconds: deps.config.eventRetrySeconds[attempt - 1] ?? 0 },
    );
  } else if (status === 'failed') {
    await tellMembersOfFailedDelivery(deps, region, { ...delivery, lastError: problem ?? null, attempts: attempt });
  }
}

/** Undefined when the endpoint took the event (any 2xx), else what went wrong in plain words. */
async function send(
  egress: Egress,
  endpoint: string,
  headers: Record<string, string>,
  body: string,
): Promise<string | undefined> {
  try {
    const answer = await egress(endpoint, {
      method: 'POST',
      headers,
      body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
    });
    if (answer.status >= 200 && answer.status < 300) return undefined;
    return `The endpoint answered with status ${answer.status} instead of accepting the event.`;
  } catch (error) {
    // The guard's and the network's failures are already in plain words; anything else is ours to retry.
    if (error instanceof EgressError) return error.message;
    throw error;
  }
}
