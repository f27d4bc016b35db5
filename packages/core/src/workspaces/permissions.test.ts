import { describe, expect, it } from 'vitest';
import { memberCan, PERMISSION_REFUSALS, ROLE_PERMISSIONS, WORKSPACE_PERMISSIONS } from './permissions.js';

describe('memberCan', () => {
  it('lets the owner do everything', () => {
    for (const permission of WORKSPACE_PERMISSIONS) expect(memberCan('owner', null, permission)).toBe(true);
  });

  it('lets an admin do everything but billing, deleting the workspace and the agency settings', () => {
    const refused = WORKSPACE_PERMISSIONS.filter((p) => !memberCan('admin', null, p));
    expect(refused).toEqual(['billing.manage', 'workspace.delete', 'agency.manage', 'audit.read']);
    expect(memberCan('admin', null, 'members.manage')).toBe(true);
    expect(memberCan('admin', null, 'credentials.manage')).toBe(true);
  });

  it('lets a member work on agents, knowledge, conversations, channels and campaigns only', () => {
    const allowed = WORKSPACE_PERMISSIONS.filter((p) => memberCan('member', null, p));
    expect(allowed).toEqual([
      'agents.write',
      'knowledge.write',
      'conversations.manage',
      'channels.manage',
      'campaigns.run',
    ]);
    for (const permission of [
      'members.manage',
      'credentials.manage',
      'billing.manage',
      'workspace.manage',
      'workspace.delete',
    ] as const) {
      expect(memberCan('member', null, permission)).toBe(false);
    }
  });

  it("narrows a role to the member's own list", () => {
    expect(memberCan('member', ['conversations.manage'], 'conversations.manage')).toBe(true);
    expect(memberCan('member', ['conversations.manage'], 'agents.write')).toBe(false);
    expect(memberCan('admin', [], 'agents.write')).toBe(false);
  });

  it('never widens a role beyond its defaults', () => {
    expect(memberCan('member', ['billing.manage', 'workspace.delete'], 'billing.manage')).toBe(false);
    expect(memberCan('admin', ['billing.manage'], 'billing.manage')).toBe(false);
  });

  it('has a refusal message for every permission', () => {
    for (const permission of WORKSPACE_PERMISSIONS) expect(PERMISSION_REFUSALS[permission]).toMatch(/^You do not/);
    expect(Object.keys(ROLE_PERMISSIONS)).toEqual(['owner', 'admin', 'member']);
  });
});
