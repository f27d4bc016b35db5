import { CLIENT_ADDRESS_INCOMPLETE } from './contracts.js';

/** Spec 002 §5.6 Payment Method: Apple (not built yet), the saved card, or a new card with its address. */
export type ClientPaymentChoice = 'apple' | 'existing' | 'new';

export interface ClientBillingAddress {
  line1: string;
  city: string;
  postalCode: string;
  country: string;
}

export const EMPTY_BILLING_ADDRESS: ClientBillingAddress = { line1: '', city: '', postalCode: '', country: '' };

/** Spec 002 §5.6: every address field is required, or 'Please complete all required address fields'. */
export function billingAddressError(address: ClientBillingAddress): string | null {
  const complete = Object.values(address).every((value) => value.trim() !== '');
  return complete ? null : CLIENT_ADDRESS_INCOMPLETE;
}

/**
 * Spec 002 §5.6: Continue is enabled only with the email present and one of: Apple chosen, the
 * saved card used, or a complete new card and address.
 */
export function clientPaymentCanContinue(input: {
  email: string;
  choice: ClientPaymentChoice;
  hasSavedCard: boolean;
  cardComplete: boolean;
  address: ClientBillingAddress;
}): boolean {
  if (input.email.trim() === '') return false;
  if (input.choice === 'apple') return true;
  if (input.choice === 'existing') return input.hasSavedCard;
  return input.cardComplete && billingAddressError(input.address) === null;
}
