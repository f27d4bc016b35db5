import { describe, expect, it } from 'vitest';
import { pageOwnTitle } from './page-title.js';

describe("a page's own title", () => {
  it('drops the site name a separator sets apart, wherever it stands', () => {
    expect(pageOwnTitle('Contact | Larkspur Coffee Roasters', 'Larkspur Coffee Roasters')).toBe('Contact');
    expect(pageOwnTitle('Larkspur Coffee Roasters – Café menu', 'larkspur coffee roasters')).toBe('Café menu');
    expect(pageOwnTitle('Opening hours - Larkspur', 'Larkspur')).toBe('Opening hours');
  });

  it('takes the first part without a site name, and keeps a title without separators whole', () => {
    expect(pageOwnTitle('Pricing | Larkspur Coffee Roasters')).toBe('Pricing');
    expect(pageOwnTitle('Well-known brands')).toBe('Well-known brands');
    expect(pageOwnTitle('  Mooring guide  ')).toBe('Mooring guide');
  });

  it('keeps a title that is all site name', () => {
    expect(pageOwnTitle('Larkspur | Larkspur', 'Larkspur')).toBe('Larkspur | Larkspur');
    expect(pageOwnTitle('Larkspur Coffee Roasters', 'Larkspur Coffee Roasters')).toBe('Larkspur Coffee Roasters');
  });
});
