import { AppError } from '../../platform/errors.js';
import { TwilioError } from '../../providers/twilio/twilio-api.js';

/** A Twilio refusal as the dashboard shows it, in Twilio's words; anything else passes on unchanged. */
export function twilioFailure(error: unknown): unknown {
  if (!(error instanceof TwilioError)) return error;
  if (error.status === 401) {
    return new AppError(
      'TWILIO_REFUSED',
      'Twilio refused the saved credentials. Please check them on the Credentials page.',
    );
  }
  return new AppError('TWILIO_REFUSED', `Twilio refused: ${error.description}`);
}
