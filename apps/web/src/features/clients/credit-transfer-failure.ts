import { CREDIT_TRANSFER_FAILED_MESSAGE, CREDIT_TRANSFER_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import { isApiError } from '../../lib/api';

/**
 * Spec 002 §8.4: a 404 says the workspace is gone; the spec's own refusals (§5.10: the amount, a
 * balance too small) say what to change; anything else is the general failure.
 */
export function creditTransferFailure(error: unknown): string {
  if (isApiError(error, 404)) return CREDIT_TRANSFER_NOT_FOUND_MESSAGE;
  if (isApiError(error) && (error.code === 'OUT_OF_CREDITS' || error.code === 'VALIDATION_FAILED'))
    return error.message;
  return CREDIT_TRANSFER_FAILED_MESSAGE;
}
