import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the address the server listens on', () => {
  it('is this machine only outside production, so the development mailbox stays off the network', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('is every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('is HOST when set', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('the proxies the server trusts (TRUST_PROXY)', () => {
  it('is none by default and with false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('is a number of hops, and true is the one proxy in front', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  });

  it('is a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else with the reason', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the database pool size (DATABASE_POOL_MAX)', () => {
  it('is 10 connections per region unless set', () => {
    expect(loadConfig({}).databases.poolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }).databases.poolMax).toBe(4);
  });

  it('refuses fewer than 2, with which one open transaction would hold up every other request', () => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
