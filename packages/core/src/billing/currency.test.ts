import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertCurrency,
  currencyForCountry,
  currencySymbol,
  EU_COUNTRY_CODES,
  formatMoney,
  fromCents,
  toCents,
  toUsd,
} from './currency.js';

describe('currencyForCountry', () => {
  it('gives EUR to each of the 27 EU countries', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) expect(currencyForCountry(code)).toBe('EUR');
  });

  it('gives GBP to UK and GB, in any case', () => {
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('UK')).toBe('GBP');
    expect(currencyForCountry(' gb ')).toBe('GBP');
  });

  it('gives USD to every other country and to a workspace without a country', () => {
    for (const code of ['US', 'CA', 'AU', 'NZ', 'CH', 'NO', 'JP']) expect(currencyForCountry(code)).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
  });
});

describe('currency symbols and amounts', () => {
  it('shows $ for USD, € for EUR and £ for GBP', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
  });

  it('shows two decimals', () => {
    expect(formatMoney(17.5, 'EUR')).toBe('€17.50');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatMoney(1.005, 'USD')).toBe('$1.01');
    expect(formatMoney(-3.2, 'USD')).toBe('-$3.20');
  });

  it('turns any cent amount into currency units and back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('toUsd', () => {
  it('values an amount in US dollars at the client-side rates, to the cent', () => {
    expect(toUsd(88, 'EUR')).toBe(100);
    expect(toUsd(75, 'GBP')).toBe(100);
    expect(toUsd(12.34, 'USD')).toBe(12.34);
    expect(toUsd(10, 'EUR')).toBe(11.36);
  });
});

describe('convertCurrency', () => {
  it('turns an amount from one currency into another through the same rates, to the cent', () => {
    expect(convertCurrency(100, 'USD', 'EUR')).toBe(88);
    expect(convertCurrency(88, 'EUR', 'GBP')).toBe(75);
    expect(convertCurrency(20.83, 'EUR', 'EUR')).toBe(20.83);
    expect(convertCurrency(10, 'EUR', 'USD')).toBe(toUsd(10, 'EUR'));
  });
});
