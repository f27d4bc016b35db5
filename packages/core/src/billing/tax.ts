import { billingCountry, CLIENT_EXCHANGE_RATES, type Currency, currencyForCountry } from './currency.js';

export interface TaxRate {
  /** A fraction: 0.2 is 20%. */
  rate: number;
  /** The tax's name on an invoice: 'VAT', 'GST'. */
  name: string;
  /** As the payment summary shows it: 'VAT (20%)'. */
  description: string;
}

/** What a country without a rate in the table pays on owner subscriptions. */
export const NO_TAX: TaxRate = { rate: 0, name: 'No tax', description: 'No tax' };

const taxRate = (name: string, rate: number): TaxRate => ({
  rate,
  name,
  description: `${name} (${Math.round(rate * 100)}%)`,
});

/**
 * Owner-side tax by the workspace's country (spec 002 §9.1). The spec shows no figures: these are
 * the countries' standard VAT/GST rates. The US has no federal sales tax, so it pays none here,
 * and so does every country not listed. (The client side of an agency, §9.2, charges no tax at all.)
 */
export const TAX_RATES: Readonly<Record<string, TaxRate>> = {
  US: NO_TAX,
  GB: taxRate('VAT', 0.2),
  IE: taxRate('VAT', 0.23),
  DE: taxRate('VAT', 0.19),
  FR: taxRate('VAT', 0.2),
  NL: taxRate('VAT', 0.21),
  ES: taxRate('VAT', 0.21),
  IT: taxRate('VAT', 0.22),
  AU: taxRate('GST', 0.1),
  NZ: taxRate('GST', 0.15),
};

export interface WorkspaceTax extends TaxRate {
  countryCode: string;
  currency: Currency;
}

/** Tax rate, description and currency from the workspace's country code, defaulting to US and USD. */
export function taxForCountry(countryCode: string | null | undefined): WorkspaceTax {
  const code = billingCountry(countryCode);
  // UK is how some records spell GB; both pay the same.
  const rate = TAX_RATES[code === 'UK' ? 'GB' : code] ?? NO_TAX;
  return { countryCode: code, ...rate, currency: currencyForCountry(code) };
}

export interface ClientBillingRegion {
  countryCode: string;
  currency: Currency;
  /** What one US dollar is worth in `currency`. */
  rate: number;
  tax: TaxRate;
}

/**
 * Spec 002 §9.2's second region helper, for a client of an agency: the EU list gives EUR at 0.88,
 * GB gives GBP at 0.75, every other country USD at 1; no tax is charged on that side.
 */
export function clientBillingRegion(countryCode: string | null | undefined): ClientBillingRegion {
  const code = billingCountry(countryCode);
  const currency = currencyForCountry(code);
  return { countryCode: code, currency, rate: CLIENT_EXCHANGE_RATES[currency], tax: NO_TAX };
}
