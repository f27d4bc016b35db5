import { type Currency, type Discount, formatMoney, ZCurrency } from '@agent-platform/core';

/** A discount as the summary names it: '50% off forever', '$5.00 off once'. */
export function discountLabel(discount: Discount, currency: Currency): string {
  const amountCurrency = ZCurrency.safeParse((discount.currency ?? currency).toUpperCase());
  const off =
    discount.percent_off !== null
      ? `${discount.percent_off}% off`
      : `${formatMoney((discount.amount_off ?? 0) / 100, amountCurrency.success ? amountCurrency.data : currency)} off`;
  const when = discount.duration === 'forever' ? 'forever' : discount.duration === 'once' ? 'once' : 'for a few months';
  return `${off} ${when}`;
}
