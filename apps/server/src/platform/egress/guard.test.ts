import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createEgress, EgressError } from './egress.js';
import { guardedLookup, isPublicAddress } from './guard.js';

// IPv6 forms that carry an IPv4 address: each must be judged by the IPv4 address inside.
const WRAPPED_NON_PUBLIC = [
  ['IPv4-compatible loopback', '::7f00:1'],
  ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
  ['IPv4-compatible private', '::a00:1'],
  ['IPv4-compatible metadata', '::169.254.169.254'],
  ['IPv4-mapped loopback', '::ffff:7f00:1'],
  ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
  ['IPv4-translated loopback', '::ffff:0:7f00:1'],
  ['NAT64 loopback', '64:ff9b::7f00:1'],
  ['NAT64 private', '64:ff9b::c0a8:101'],
  ['NAT64 metadata', '64:ff9b::169.254.169.254'],
  ['local-use NAT64 loopback', '64:ff9b:1::7f00:1'],
  ['local-use NAT64 metadata', '64:ff9b:1::a9fe:a9fe'],
  ['6to4 loopback', '2002:7f00:1::1'],
  ['6to4 private', '2002:a00:1::'],
  ['6to4 metadata', '2002:a9fe:a9fe::1'],
] as const;

describe('isPublicAddress for IPv4 addresses inside IPv6', () => {
  it.each(WRAPPED_NON_PUBLIC)('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('admits a public IPv4 address reached through NAT64 or 6to4', () => {
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('2002:808:808::1')).toBe(true);
  });
});

describe('the guard on IPv4 addresses inside IPv6', () => {
  const egress = createEgress({ allow: [] });

  it.each(WRAPPED_NON_PUBLIC)('refuses a URL to %s (%s)', async (_name, address) => {
    const error = await egress(`http://[${address}]:8080/latest/meta-data/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressError);
    expect(error).toMatchObject({ reason: 'blocked', message: expect.stringMatching(/not a public address/) });
  });

  it.each(WRAPPED_NON_PUBLIC)('refuses a name that resolves to %s (%s)', async (_name, address) => {
    // The system resolver answers an address given as the name with that address, as DNS would.
    const answer = await new Promise<{ error: Error | null; addresses: string | LookupAddress[] }>((resolve) =>
      guardedLookup(false)(address, { all: true }, (error, addresses) => resolve({ error, addresses })),
    );
    expect(answer.error).toBeInstanceOf(EgressError);
    expect(answer.error).toMatchObject({ reason: 'blocked' });
    expect(answer.addresses).toEqual([]);
  });
});

describe('the guard on names under localhost', () => {
  const lookUp = (allowNonPublic: boolean, name: string) =>
    new Promise<{ error: Error | null; addresses: string | LookupAddress[] }>((resolve) =>
      guardedLookup(allowNonPublic)(name, { all: true }, (error, addresses) => resolve({ error, addresses })),
    );

  it('takes them as loopback (RFC 6761), refused unless the host and port were allowed', async () => {
    const refused = await lookUp(false, 'app.acme.localhost');
    expect(refused.error).toMatchObject({ reason: 'blocked' });
    const allowed = await lookUp(true, 'app.acme.localhost');
    expect(allowed).toEqual({ error: null, addresses: [{ address: '127.0.0.1', family: 4 }] });
  });
});
