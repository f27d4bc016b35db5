import { describe, expect, it } from 'vitest';
import { usageColor, usagePercent } from './usage-bar.js';

describe('the usage bar', () => {
  it('is red above 80%, amber above 50%, otherwise the primary colour', () => {
    expect(usageColor(0)).toBe('primary');
    expect(usageColor(50)).toBe('primary');
    expect(usageColor(50.1)).toBe('amber');
    expect(usageColor(80)).toBe('amber');
    expect(usageColor(80.1)).toBe('red');
    expect(usageColor(100)).toBe('red');
  });

  it('shows usage as a share of the month, from 0 to 100', () => {
    expect(usagePercent(250, 1000)).toBe(25);
    expect(usagePercent(1500, 1000)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(5, 0)).toBe(100);
  });
});
