import twilio from 'twilio';

/** The header Twilio signs each webhook request with. */
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/**
 * Whether a webhook request came from Twilio: its signature is the account's Auth Token's
 * HMAC-SHA1 of the full address Twilio called and the sorted form fields, checked by the SDK.
 */
export function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  return !!signature && twilio.validateRequest(authToken, signature, url, params);
}

/** The signature Twilio would send for a request, for whatever stands in for Twilio. */
export const twilioSignature = (authToken: string, url: string, params: Record<string, string>) =>
  twilio.getExpectedTwilioSignature(authToken, url, params);

const { VoiceResponse } = twilio.twiml;

export interface TurnTwiml {
  /** What the agent says before it listens. */
  say: string;
  /** Where Twilio posts what the caller said. */
  gatherAction: string;
  /** Said when the caller says nothing before the gather times out. */
  noSpeechPrompt: string;
  /** Record the whole call, reporting the recording here (the first turn only). */
  recording?: { statusCallback: string };
}

/**
 * One turn of the call: the agent speaks, then listens for speech. Twilio posts to the action
 * only when it heard something; a gather that hears nothing falls through to the re-prompt and
 * a second gather (same action: still the same turn), and the call then ends rather than holding
 * a line open in silence.
 */
export function turnTwiml(turn: TurnTwiml): string {
  const response = new VoiceResponse();
  if (turn.recording) {
    response.start().recording({
      recordingStatusCallback: turn.recording.statusCallback,
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: ['completed'],
    });
  }
  const gather = response.gather({
    input: ['speech'],
    action: turn.gatherAction,
    method: 'POST',
    speechTimeout: 'auto',
  });
  if (turn.say) gather.say(turn.say);
  const again = response.gather({
    input: ['speech'],
    action: turn.gatherAction,
    method: 'POST',
    speechTimeout: 'auto',
  });
  again.say(turn.noSpeechPrompt);
  response.hangup();
  return response.toString();
}

/** Says one thing and hangs up (lines busy, nobody to answer). */
export function goodbyeTwiml(message: string): string {
  const response = new VoiceResponse();
  response.say(message);
  response.hangup();
  return response.toString();
}
