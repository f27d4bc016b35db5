import { z } from 'zod';
import { freeText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/**
 * The event notifier (spec 002 §4.10, §7.6): a workspace's endpoint receives a POST for each
 * event whose type it subscribed to; and the workspace's logs, both read on the Events page.
 */

export const WORKSPACE_EVENT_TYPES = [
  'client_created',
  'new_agent_created',
  'channel_connected',
  'lead_created',
  'conversation_handed_off',
  'credits_low',
] as const;
export const ZWorkspaceEventType = z.enum(WORKSPACE_EVENT_TYPES);
export type WorkspaceEventType = z.infer<typeof ZWorkspaceEventType>;

/** How the Settings section names each type. */
export const WORKSPACE_EVENT_LABELS: Record<WorkspaceEventType, string> = {
  client_created: 'Client created',
  new_agent_created: 'New agent created',
  channel_connected: 'Channel connected',
  lead_created: 'Lead created',
  conversation_handed_off: 'Conversation handed off',
  credits_low: 'Credits low',
};

/** The headers each delivery carries, for receivers to verify it came from us. */
export const EVENT_SIGNATURE_HEADER = 'x-event-signature';
export const EVENT_TIMESTAMP_HEADER = 'x-event-timestamp';
export const EVENT_ID_HEADER = 'x-event-id';

export const EVENT_ENDPOINT_MAX_LENGTH = 2048;
export const EVENT_ENDPOINT_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** Empty: no endpoint, nothing is sent. */
const ZEventEndpoint = z
  .string({ error: EVENT_ENDPOINT_MESSAGE })
  .trim()
  .max(EVENT_ENDPOINT_MAX_LENGTH, `The URL must be at most ${EVENT_ENDPOINT_MAX_LENGTH} characters.`)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: EVENT_ENDPOINT_MESSAGE })]));

/** The workspace's `internal.events` (spec 002 §3.6): where events go and which ones. */
export const ZEventSettings = z.strictObject({
  endpoint: ZEventEndpoint,
  subscribedEvents: z
    .array(ZWorkspaceEventType, { error: 'Please choose event types from the list.' })
    .max(WORKSPACE_EVENT_TYPES.length),
});
export type EventSettings = z.infer<typeof ZEventSettings>;

export const EVENT_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type EventDeliveryStatus = (typeof EVENT_DELIVERY_STATUSES)[number];

/** One event sent (or being sent) to the endpoint; the payload is shown without the workspace secret. */
export const ZEventDelivery = z.object({
  id: z.string(),
  type: ZWorkspaceEventType,
  status: z.enum(EVENT_DELIVERY_STATUSES),
  endpoint: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** What went wrong at the last attempt, in plain words; null once delivered. */
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** The delivery this one sends again, for a replay. */
  replayOf: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type EventDelivery = z.infer<typeof ZEventDelivery>;

export const ZEventDeliveryList = z.object({ deliveries: z.array(ZEventDelivery) });
export type EventDeliveryList = z.infer<typeof ZEventDeliveryList>;

export const ZEventDeliveryParams = ZWorkspaceParams.extend({ deliveryId: recordId() });

export const EVENT_REPLAY_NEEDS_ENDPOINT = 'Please set an events endpoint before replaying an event.';

export const LOG_TYPE_MAX_LENGTH = 100;
export const LOG_CONTENT_MAX_LENGTH = 10_000;
/** How many logs and deliveries the Events page shows, newest first. */
export const EVENTS_PAGE_LIMIT = 100;

/** `POST /workspace/{userId}/logs` (spec 002 §7.6); the path's workspace and region decide. */
export const ZWriteLogBody = z.strictObject({
  userId: z.string().max(64).optional(),
  agentId: z.string().max(64).nullish(),
  type: z
    .string({ error: 'Please give the log a type.' })
    .trim()
    .min(1, 'Please give the log a type.')
    .max(LOG_TYPE_MAX_LENGTH, `The type must be at most ${LOG_TYPE_MAX_LENGTH} characters.`),
  content: freeText({ error: 'Please give the log some content.' }).refine(
    (content) => content.length <= LOG_CONTENT_MAX_LENGTH,
    `The content must be at most ${LOG_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  ),
  channel: z.string().max(64).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** Also email the workspace's members. */
  withEmail: z.boolean().optional(),
  region: z.string().max(8).optional(),
});
export type WriteLogBody = z.infer<typeof ZWriteLogBody>;

export const ZWorkspaceLogParams = z.object({ region: ZWorkspaceParams.shape.region, userId: recordId() });

export const ZWorkspaceLog = z.object({
  id: z.string(),
  type: z.string(),
  content: z.string(),
  agentId: z.string().nullable(),
  channel: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  withEmail: z.boolean(),
  createdAt: z.string(),
});
export type WorkspaceLog = z.infer<typeof ZWorkspaceLog>;

export const ZWorkspaceLogList = z.object({ logs: z.array(ZWorkspaceLog) });
export type WorkspaceLogList = z.infer<typeof ZWorkspaceLogList>;
