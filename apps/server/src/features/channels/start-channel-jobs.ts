import { MESSAGING_CHANNELS } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { EngineDeps } from '../../engine/index.js';
import type { WebhookInbox } from '../../platform/inbox/index.js';
import { runDaily } from '../../platform/jobs/daily.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { answerChannelMessage } from './answer-channel-message.js';
import type { ChannelDeps } from './channel-adapters.js';
import { checkTelegramWebhooks } from './channel-health/check-telegram-webhooks.js';
import { CHANNEL_REPLY_QUEUE, deliverMemberReply } from './deliver-member-reply.js';

/**
 * Answers what channels deliver (from the webhook inbox), works the queue that carries members'
 * replies to them, and starts the daily Telegram webhook check. Returns what stops that check.
 */
export async function startChannelJobs(
  deps: EngineDeps & ChannelDeps & { jobs: Jobs; inbox: WebhookInbox; log: FastifyBaseLogger },
): Promise<() => void> {
  // A failed answer is tried 5 more times, 10 s apart; the engine keys it on the delivery, so a
  // retry charges nothing more.
  deps.inbox.work(MESSAGING_CHANNELS, { concurrency: 4, retryDelaySeconds: 10, maxFailures: 6 }, (region, event) =>
    answerChannelMessage(deps, region, event),
  );
  await deps.jobs.defineQueue(CHANNEL_REPLY_QUEUE, { retryLimit: 5, retryDelaySeconds: 10 });
  await deps.jobs.work(CHANNEL_REPLY_QUEUE, {}, (data, job) => deliverMemberReply(deps, job.region, data));
  return runDaily(deps, 'telegram-webhook-check', (region) => checkTelegramWebhooks(deps, region));
}
