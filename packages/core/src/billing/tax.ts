import { billingCountry, CLIENT_EXCHANGE_RATES, type Currency, currencyForCountry } from './currency.js';

export interface TaxRate {
  /** A fraction: 0.2 is 20%. */
  rate: number;
  description: string;
}

/** What a country without a rate in the table pays on owner subscriptions. */
export const NO_TAX: TaxRate = { rate: 0, description: 'No tax' };

/**
 * Owner-side tax by the workspace's country (spec 002 §9.1). The spec shows no figures: these are
 * the countries' standard VAT/GST rates. The US has no federal sales tax, so it pays none here,
 * and so does every country not listed. (The client side of an agency, §9.2, charges no tax at all.)
 */
export const TAX_RATES: Readonly<Record<string, TaxRate>> = {
  US: NO_TAX,
  GB: { rate: 0.2, description: 'VAT (20%)' },
  IE: { rate: 0.23, description: 'VAT (23%)' },
  DE: { rate: 0.19, description: 'VAT (19%)' },
  FR: { rate: 0.2, description: 'VAT (20%)' },
  NL: { rate: 0.21, description: 'VAT (21%)' },
  ES: { rate: 0.21, description: 'VAT (21%)' },
  IT: { rate: 0.22, description: 'VAT (22%)' },
  AU: { rate: 0.1, description: 'GST (10%)' },
  NZ: { rate: 0.15, description: 'GST (15%)' },
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
