import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_INCOMPLETE } from './contracts.js';
import { billingAddressError, clientPaymentCanContinue, EMPTY_BILLING_ADDRESS } from './payment-form.js';

const address = { line1: '1 Main St', city: 'Dublin', postalCode: 'D01', country: 'IE' };
const base = { email: 'casey@example.com', choice: 'new' as const, hasSavedCard: false, cardComplete: true, address };

describe("the client's Payment Method form", () => {
  it('asks for every address field', () => {
    expect(billingAddressError(address)).toBeNull();
    expect(billingAddressError({ ...address, city: ' ' })).toBe(CLIENT_ADDRESS_INCOMPLETE);
    expect(billingAddressError(EMPTY_BILLING_ADDRESS)).toBe(CLIENT_ADDRESS_INCOMPLETE);
  });

  it('continues only with the email and Apple, the saved card, or a complete card and address', () => {
    expect(clientPaymentCanContinue(base)).toBe(true);
    expect(clientPaymentCanContinue({ ...base, email: '' })).toBe(false);
    expect(clientPaymentCanContinue({ ...base, cardComplete: false })).toBe(false);
    expect(clientPaymentCanContinue({ ...base, address: { ...address, country: '' } })).toBe(false);
    expect(clientPaymentCanContinue({ ...base, choice: 'existing' })).toBe(false);
    expect(clientPaymentCanContinue({ ...base, choice: 'existing', hasSavedCard: true, cardComplete: false })).toBe(
      true,
    );
    expect(clientPaymentCanContinue({ ...base, choice: 'apple', cardComplete: false })).toBe(true);
  });
});
