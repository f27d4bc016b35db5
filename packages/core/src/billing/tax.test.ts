import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from './currency.js';
import { clientBillingRegion, TAX_RATES, taxForCountry } from './tax.js';

describe('taxForCountry', () => {
  it('defaults to the US and USD, with no tax, when the workspace has no country', () => {
    expect(taxForCountry(undefined)).toEqual({
      countryCode: 'US',
      rate: 0,
      name: 'No tax',
      description: 'No tax',
      currency: 'USD',
    });
    expect(taxForCountry('')).toEqual(taxForCountry('US'));
  });

  it("takes the rate, its description and the currency from the workspace's country", () => {
    expect(taxForCountry('GB')).toEqual({
      countryCode: 'GB',
      rate: 0.2,
      name: 'VAT',
      description: 'VAT (20%)',
      currency: 'GBP',
    });
    expect(taxForCountry('uk')).toMatchObject({ rate: 0.2, currency: 'GBP' });
    expect(taxForCountry('DE')).toMatchObject({ rate: 0.19, description: 'VAT (19%)', currency: 'EUR' });
    expect(taxForCountry('AU')).toMatchObject({ rate: 0.1, description: 'GST (10%)', currency: 'USD' });
  });

  it('charges no tax in a country without a rate, in its own currency', () => {
    expect(taxForCountry('JP')).toEqual({
      countryCode: 'JP',
      rate: 0,
      name: 'No tax',
      description: 'No tax',
      currency: 'USD',
    });
    const unlisted = EU_COUNTRY_CODES.find((code) => !(code in TAX_RATES));
    expect(unlisted).toBeDefined();
    expect(taxForCountry(unlisted)).toMatchObject({ rate: 0, currency: 'EUR' });
  });

  it('keeps every rate a fraction below one and describes it with its percentage', () => {
    for (const { rate, description } of Object.values(TAX_RATES)) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThan(1);
      expect(description).toEqual(rate === 0 ? 'No tax' : expect.stringContaining(`(${Math.round(rate * 100)}%)`));
    }
  });
});

describe('clientBillingRegion', () => {
  it('gives EUR at 0.88 to the EU list, GBP at 0.75 to GB, USD at 1 to every other country, never with tax', () => {
    for (const code of EU_COUNTRY_CODES)
      expect(clientBillingRegion(code)).toEqual({
        countryCode: code,
        currency: 'EUR',
        rate: 0.88,
        tax: { rate: 0, name: 'No tax', description: 'No tax' },
      });
    expect(clientBillingRegion('gb')).toEqual({
      countryCode: 'GB',
      currency: 'GBP',
      rate: 0.75,
      tax: { rate: 0, name: 'No tax', description: 'No tax' },
    });
    for (const code of ['US', 'JP', 'AU', '', undefined])
      expect(clientBillingRegion(code)).toMatchObject({
        currency: 'USD',
        rate: 1,
        tax: { rate: 0, name: 'No tax', description: 'No tax' },
      });
  });

  it('charges no tax even where the owner side does', () => {
    expect(taxForCountry('DE').rate).toBeGreaterThan(0);
    expect(clientBillingRegion('DE').tax).toEqual({ rate: 0, name: 'No tax', description: 'No tax' });
  });
});
