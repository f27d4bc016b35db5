import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../../platform/db/regions.js';
import { phoneCalls } from '../../../platform/db/schema/index.js';
import type { VoiceNumber } from './verify-voice-webhook.js';

/** A finished recording of a call (the agent's `recordAudio`): its link is kept for the conversation in Chats. */
export async function storeRecording(
  deps: { regions: Regions },
  region: Region,
  number: VoiceNumber,
  params: Record<string, string>,
): Promise<void> {
  if (params.RecordingStatus !== 'completed' || !params.RecordingUrl?.startsWith('https://')) return;
  await deps.regions
    .db(region)
    .update(phoneCalls)
    // Twilio's RecordingUrl names the recording without a format; .mp3 asks for one browsers play.
    .set({ recordingUrl: `${params.RecordingUrl}.mp3` })
    .where(and(eq(phoneCalls.callSid, params.CallSid ?? ''), eq(phoneCalls.numberId, number.id)));
}
