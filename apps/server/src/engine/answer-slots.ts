import { createWorkspaceLimiter, type WorkspaceLimiter } from '../platform/limits/workspace-limiter.js';

export const TOO_MANY_ANSWERS_MESSAGE =
  'This workspace is answering too many messages at once. Please try again in a moment.';

/**
 * Each workspace's share of the answers that call a model: `answersAtOnce` run together, the
 * next wait in the workspace's own line (up to `answersWaiting`, then refused). One tenant's
 * flood of chats queues behind itself while the other tenants' answers start at once.
 */
export function createAnswerSlots(limits: { answersAtOnce: number; answersWaiting: number }): WorkspaceLimiter {
  return createWorkspaceLimiter({
    concurrent: limits.answersAtOnce,
    queued: limits.answersWaiting,
    fullMessage: TOO_MANY_ANSWERS_MESSAGE,
  });
}
