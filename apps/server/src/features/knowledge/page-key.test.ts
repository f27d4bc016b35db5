import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.js';

describe('pageKey', () => {
  it('makes the addresses of one page one key', () => {
    const home = pageKey('https://larkspur.example/');
    for (const same of [
      'https://larkspur.example',
      'https://larkspur.example/index.html',
      'https://larkspur.example/index.htm',
      'HTTPS://Larkspur.Example:443/',
      'https://larkspur.example/#menu',
      'https://larkspur.example/?utm_source=newsletter&utm_medium=email',
      'https://larkspur.example/?fbclid=abc&gclid=def',
    ]) {
      expect(pageKey(same), same).toBe(home);
    }
    expect(pageKey('http://larkspur.example:80/about/')).toBe(pageKey('http://larkspur.example/about'));
    expect(pageKey('https://larkspur.example/staff/index.html')).toBe(pageKey('https://larkspur.example/staff/'));
  });

  it('keeps what tells pages apart', () => {
    expect(pageKey('https://larkspur.example/about')).not.toBe(pageKey('https://larkspur.example/'));
    expect(pageKey('http://larkspur.example/')).not.toBe(pageKey('https://larkspur.example/'));
    expect(pageKey('https://larkspur.example:8443/')).not.toBe(pageKey('https://larkspur.example/'));
    expect(pageKey('https://larkspur.example/menu?page=2')).not.toBe(pageKey('https://larkspur.example/menu'));
    expect(pageKey('https://larkspur.example/About')).not.toBe(pageKey('https://larkspur.example/about'));
  });

  it('orders the parameters that matter and drops an empty query', () => {
    expect(pageKey('https://larkspur.example/shop?b=2&a=1&utm_campaign=x')).toBe(
      'https://larkspur.example/shop?a=1&b=2',
    );
    expect(pageKey('https://larkspur.example/shop?')).toBe('https://larkspur.example/shop');
  });

  it('is undefined for what is no web address', () => {
    expect(pageKey('mailto:hello@larkspur.example')).toBeUndefined();
    expect(pageKey('not a url')).toBeUndefined();
  });
});
