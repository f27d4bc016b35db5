import { describe, expect, it } from 'vitest';
import { crossesLowCreditsLine, LOW_CREDITS_LINE } from './low-credits.js';

describe('the low-credits line', () => {
  it('is crossed by a charge from at or above it to below it', () => {
    expect(crossesLowCreditsLine(LOW_CREDITS_LINE, LOW_CREDITS_LINE - 0.001)).toBe(true);
    expect(crossesLowCreditsLine(900, 10)).toBe(true);
  });

  it('is not crossed by a charge that stays above it, or one already below it', () => {
    expect(crossesLowCreditsLine(900, LOW_CREDITS_LINE)).toBe(false);
    expect(crossesLowCreditsLine(LOW_CREDITS_LINE - 1, 10)).toBe(false);
  });
});
