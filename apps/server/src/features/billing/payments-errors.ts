import { DISCOUNT_CODE_INVALID } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';
import { PaymentsError } from '../../providers/payments/index.js';

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'The payment service could not be reached. Please try again.';

/** Runs a call to the payment service, turning its refusals into the product's errors and words. */
export async function withPayments<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentsError)) throw error;
    switch (error.code) {
      case 'CARD_DECLINED':
      case 'CARD_NOT_ACCEPTED':
        // The card network's reason ('Your card was declined.'), fit to show as it is.
        throw new AppError('CARD_DECLINED', error.message, { cause: error });
      case 'INVALID_DISCOUNT_CODE':
        throw new AppError('INVALID_DISCOUNT_CODE', DISCOUNT_CODE_INVALID, { cause: error });
      case 'NO_PAYMENT_METHOD':
        throw new AppError('NO_PAYMENT_METHOD', 'Add a payment method first.', { cause: error });
      case 'PRICE_NOT_FOUND':
        throw new AppError('ADDON_PRICE_NOT_FOUND', 'A price of this plan is not set up yet. Please contact support.', {
          cause: error,
        });
      case 'NOT_FOUND':
        throw new AppError('NOT_FOUND', error.message, { cause: error });
      default:
        throw new AppError('PAYMENTS_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }
}
