import { z } from 'zod';

/** Owner billing currencies (spec 002 §3.12: prices per currency USD, EUR and GBP). */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const ZCurrency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof ZCurrency>;

/** The country a workspace without a country code is billed as (spec 002 §9.1: "defaulting to US and USD"). */
export const DEFAULT_BILLING_COUNTRY = 'US';

/** The 27 member states of the European Union (spec 002 §9.4), by ISO 3166-1 alpha-2 code. */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** A country code as the workspace stores it, upper-cased; an empty or missing one is the default country. */
export function billingCountry(countryCode: string | null | undefined): string {
  const code = (countryCode ?? '').trim().toUpperCase();
  return code === '' ? DEFAULT_BILLING_COUNTRY : code;
}

/** Spec 002 §9.2: the EU countries give EUR, UK or GB give GBP, every other country USD. */
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  const code = billingCountry(countryCode);
  if ((EU_COUNTRY_CODES as readonly string[]).includes(code)) return 'EUR';
  if (code === 'GB' || code === 'UK') return 'GBP';
  return 'USD';
}

/**
 * Spec 002 §9.2's second region helper, for a client of an agency: what one US dollar is worth in
 * the client's currency. The agency's prices and the platform's own costs meet through these.
 */
export const CLIENT_EXCHANGE_RATES: Readonly<Record<Currency, number>> = { USD: 1, EUR: 0.88, GBP: 0.75 };

/** An amount in `currency` as US dollars at the client-side rate, to the cent. */
export const toUsd = (amount: number, currency: Currency) => toCents(amount / CLIENT_EXCHANGE_RATES[currency]) / 100;

/** An amount in `from` as `to` through the same rates, to the cent (an owner's USD top-ups in a euro total). */
export const convertCurrency = (amount: number, from: Currency, to: Currency) =>
  from === to ? amount : toCents((amount / CLIENT_EXCHANGE_RATES[from]) * CLIENT_EXCHANGE_RATES[to]) / 100;

/** Spec 002 §9.1: USD is $, EUR is €, otherwise £. */
export function currencySymbol(currency: Currency): string {
  if (currency === 'USD') return '$';
  if (currency === 'EUR') return '€';
  return '£';
}

/** An amount as the billing screens show it: the symbol and two decimals ('€17.50'). */
export function formatMoney(amount: number, currency: Currency): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${(Math.abs(toCents(amount)) / 100).toFixed(2)}`;
}

/** Money is added up in whole cents so that sums of prices carry no float noise. */
// toPrecision drops the float noise of products like 1.005 * 100 = 100.49999999999999 before rounding.
export const toCents = (amount: number) => Math.round(Number((amount * 100).toPrecision(12)));
export const fromCents = (cents: number) => cents / 100;
