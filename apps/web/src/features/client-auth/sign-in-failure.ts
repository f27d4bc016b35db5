import { CLIENT_SIGN_IN_ERROR_MESSAGE } from '@agent-platform/core';
import { isApiError } from '../../lib/api';

/**
 * The toast for a failed sign-in, code or signup call (spec 002 §8.3-8.4): the server's message,
 * or 'An error occurred during sign in.' when no answer came back.
 */
export function signInFailureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 ? error.message : CLIENT_SIGN_IN_ERROR_MESSAGE;
}
