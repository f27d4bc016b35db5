import { describe, expect, it } from 'vitest';
import { newAgent } from '../defaults.js';
import { isPublished } from './publish.js';

const server = newAgent({
  id: 'AbCdEfGh12345678',
  secretKey: 'vg_abcdefghij0123456789',
  title: 'Support bot',
  ownerID: 'workspace-1',
  agentPlatform: 'vg',
  colorScheme: 'light',
  now: 1_780_000_000,
});

describe('isPublished', () => {
  it('is true for an untouched copy of the server agent', () => {
    expect(isPublished(JSON.parse(JSON.stringify(server)), server)).toBe(true);
  });

  it('is false once a field is edited, at the top or deep inside', () => {
    expect(isPublished({ ...server, title: 'Renamed' }, server)).toBe(false);
    expect(isPublished({ ...server, vgOptions: { maxChunkSize: 3000 } }, server)).toBe(false);
    expect(isPublished({ ...server, vg_initMessages: [...server.vg_initMessages, 'Hello'] }, server)).toBe(false);
    const nodes: typeof server.nodes = JSON.parse(JSON.stringify(server.nodes));
    nodes[0]!.position.x = 40;
    expect(isPublished({ ...server, nodes }, server)).toBe(false);
  });

  it('ignores lastModified, ts, ownerID and userId', () => {
    const local = { ...server, lastModified: 1, ownerID: 'someone-else', ts: 5, userId: 'u1' };
    expect(isPublished(local, server)).toBe(true);
  });

  it('treats an emptied optional field like a missing one', () => {
    const withFont = { ...server, fontFamily: 'Inter' };
    expect(isPublished({ ...server, fontFamily: undefined }, server)).toBe(true);
    expect(isPublished({ ...server, fontFamily: undefined }, withFont)).toBe(false);
  });

  it('tells an array from an object and a missing key from null', () => {
    expect(isPublished({ ...server, tabs: [] }, { ...server, tabs: {} })).toBe(false);
    expect(isPublished({ ...server, fontFamily: null }, server)).toBe(false);
  });
});
