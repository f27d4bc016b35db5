import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { ConversationChanges } from './conversation-changes.js';
import { expireHandoff, HANDOFF_TIMEOUT_QUEUE } from './expire-handoff.js';
import { FORGET_TRANSCRIPT_QUEUE, forgetTranscript } from './forget-transcript.js';
import {
  NEW_CONVERSATION_QUEUE,
  type TellMembersDeps,
  tellMembersOfNewConversation,
} from './tell-members-of-new-conversation.js';

/**
 * Declares and works the handoff timeout queue, the forgetting of unrecorded chats, and the
 * members' emails about new conversations.
 */
export async function startConversationJobs(
  deps: TellMembersDeps & { jobs: Jobs; conversationChanges: ConversationChanges; regions: Regions },
): Promise<void> {
  await deps.jobs.defineQueue(HANDOFF_TIMEOUT_QUEUE, { retryLimit: 3, retryDelaySeconds: 5 });
  await deps.jobs.work(HANDOFF_TIMEOUT_QUEUE, {}, (data, job) => expireHandoff(deps, job.region, data));
  await deps.jobs.defineQueue(FORGET_TRANSCRIPT_QUEUE, { retryLimit: 3, retryDelaySeconds: 30 });
  await deps.jobs.work(FORGET_TRANSCRIPT_QUEUE, {}, (data, job) => forgetTranscript(deps, job.region, data));
  await deps.jobs.defineQueue(NEW_CONVERSATION_QUEUE, { retryLimit: 3, retryDelaySeconds: 30 });
  await deps.jobs.work(NEW_CONVERSATION_QUEUE, {}, (data, job) => tellMembersOfNewConversation(deps, job.region, data));
}
