import { describe, expect, it } from 'vitest';
import { FALLBACK_MODEL_PRICE, MODEL_PRICES, replyCost } from './model-prices.js';

describe('replyCost', () => {
  it('prices input and output tokens per 1,000 from the table', () => {
    expect(replyCost('gpt-4o', 1000, 1000)).toBe(12.5);
    expect(replyCost('gpt-4o', 2000, 0)).toBe(5);
  });

  it('rounds up to a thousandth of a credit, never down to free', () => {
    expect(replyCost('gpt-4o-mini', 1, 0)).toBe(0.001);
    expect(replyCost('gpt-4o-mini', 0, 0)).toBe(0);
  });

  it('charges unknown models at the fallback price', () => {
    expect(replyCost('llama3.1:8b', 1000, 1000)).toBe(FALLBACK_MODEL_PRICE.input + FALLBACK_MODEL_PRICE.output);
    expect(MODEL_PRICES['llama3.1:8b']).toBeUndefined();
  });
});
