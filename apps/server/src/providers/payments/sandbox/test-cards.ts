import type { Db } from '../../../platform/db/regions.js';
import { randomId } from '../../../platform/ids.js';
import { type PaymentCard, PaymentsError } from '../payments-provider.js';
import { sandboxNow } from './sandbox-clock.js';
import { sandboxPaymentMethods } from './schema.js';

export type TestCardBehaviour = (typeof sandboxPaymentMethods.$inferSelect)['behaviour'];

/**
 * Stripe's test card numbers the sandbox knows, with what each does in Stripe's test mode
 * (docs.stripe.com/testing): the same numbers behave the same way in both modes.
 */
export const TEST_CARDS: Record<string, { brand: string; behaviour: TestCardBehaviour; country?: string }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  // Stripe's cards issued in other countries (every other test card is a US one): tax and currency follow them.
  '4000008260000000': { brand: 'visa', behaviour: 'succeeds', country: 'GB' },
  '4000002760000016': { brand: 'visa', behaviour: 'succeeds', country: 'DE' },
  '4000002500000003': { brand: 'visa', behaviour: 'succeeds', country: 'FR' },
  '4000000360000006': { brand: 'visa', behaviour: 'succeeds', country: 'AU' },
  '4000005540000008': { brand: 'visa', behaviour: 'succeeds', country: 'NZ' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  // 3-D Secure on payments the customer makes; a saved card's off-session payments go through.
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate_unless_set_up' },
  // 3-D Secure on every payment: off-session payments fail.
  '4000002760003184': { brand: 'visa', behaviour: 'always_authenticate' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  // Saving the card works; charging it fails (a renewal or recharge that fails).
  '4000000000000341': { brand: 'visa', behaviour: 'charges_fail' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
};

export const NOT_A_TEST_CARD_MESSAGE = 'Test mode takes only test cards, such as 4242 4242 4242 4242.';

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Turns a test card the dashboard sent in Test mode into a sandbox payment method, as Stripe.js
 * turns a card into a `pm_` id in Stripe mode. Anything but a known test number is refused, so a
 * real card number is never taken (nor stored: only brand, last 4 and expiry are kept).
 */
export async function createSandboxPaymentMethod(db: Db, card: TestCardInput): Promise<PaymentCard> {
  const number = card.number.replace(/[\s-]/g, '');
  const known = TEST_CARDS[number];
  if (!known) throw new PaymentsError('CARD_NOT_ACCEPTED', NOT_A_TEST_CARD_MESSAGE);
  const now = await sandboxNow(db);
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new PaymentsError('CARD_DECLINED', "Your card's expiration month is invalid.");
  }
  const expired =
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) throw new PaymentsError('CARD_DECLINED', 'Your card has expired.');
  const cvcLength = known.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    throw new PaymentsError('CARD_DECLINED', "Your card's security code is invalid.");
  }
  const [saved] = await db
    .insert(sandboxPaymentMethods)
    .values({
      id: `pm_sbx${randomId(20)}`,
      brand: known.brand,
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear,
      behaviour: known.behaviour,
      country: known.country ?? 'US',
      createdAt: now,
    })
    .returning();
  return cardView(saved!);
}

export const cardView = (method: typeof sandboxPaymentMethods.$inferSelect): PaymentCard => ({
  id: method.id,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
  country: method.country,
});
