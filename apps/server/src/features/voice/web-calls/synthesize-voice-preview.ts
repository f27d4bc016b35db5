import { deepgramSpeakModel, VOICE_PREVIEW_TEXT } from '@agent-platform/core';
import type { Config } from '../../../config.js';
import { AppError } from '../../../platform/errors.js';
import { DeepgramError, speakText } from '../../../providers/deepgram/speak.js';

export const DEEPGRAM_NOT_CONFIGURED = 'Deepgram is not configured on this server: previews play in your browser.';

/** A Deepgram voice saying the preview sentence, when the server has a Deepgram key. */
export async function synthesizeVoicePreview(config: Config, voiceId: string) {
  const { apiKey, apiUrl } = config.providers.deepgram;
  if (!apiKey) throw new AppError('UNAVAILABLE', DEEPGRAM_NOT_CONFIGURED);
  try {
    return await speakText({ apiKey, apiUrl }, deepgramSpeakModel(voiceId), VOICE_PREVIEW_TEXT);
  } catch (error) {
    if (error instanceof DeepgramError) {
      throw new AppError('SPEECH_PROVIDER_FAILED', `Deepgram could not speak the preview: ${error.message}`);
    }
    throw error;
  }
}
