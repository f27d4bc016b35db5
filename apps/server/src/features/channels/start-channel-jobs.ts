import type { FastifyBaseLogger } from 'fastify';
import type { EngineDeps } from '../../engine/index.js';
import { runDaily } from '../../platform/jobs/daily.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { answerChannelMessages, CHANNEL_MESSAGE_QUEUE } from './answer-channel-message.js';
import type { ChannelDeps } from './channel-adapters.js';
import { checkTelegramWebhooks } from './channel-health/check-telegram-webhooks.js';
import { CHANNEL_REPLY_QUEUE, deliverMemberReply } from './deliver-member-reply.js';

/**
 * Declares and works the queues that answer what channels deliver, and carry members' replies to
 * them, and starts the daily Telegram webhook check. Returns what stops that check.
 */
export async function startChannelJobs(
  deps: EngineDeps & ChannelDeps & { jobs: Jobs; log: FastifyBaseLogger },
): Promise<() => void> {
  await deps.jobs.defineQueue(CHANNEL_MESSAGE_QUEUE, { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 300 });
  await deps.jobs.work(CHANNEL_MESSAGE_QUEUE, { concurrency: 4 }, (data, job) =>
    answerChannelMessages(deps, job.region, data),
  );
  await deps.jobs.defineQueue(CHANNEL_REPLY_QUEUE, { retryLimit: 5, retryDelaySeconds: 10 });
  await deps.jobs.work(CHANNEL_REPLY_QUEUE, {}, (data, job) => deliverMemberReply(deps, job.region, data));
  return runDaily(deps, 'telegram-webhook-check', (region) => checkTelegramWebhooks(deps, region));
}
