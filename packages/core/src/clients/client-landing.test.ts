import { describe, expect, it } from 'vitest';
import { clientLanding } from './client-landing.js';
import type { ClientSelf } from './session-contracts.js';

const client = {
  isNewSignup: false,
  onboardingCompleted: false,
  widgetIDs: ['agent_b', 'agent_a'],
  canAccess: ['/convos', '/home'] as ClientSelf['canAccess'],
};

describe('where a signed-in client lands', () => {
  it('opens the first of its agents the server found, on the first tab it may open', () => {
    expect(clientLanding(client, ['agent_a', 'agent_b'], 'eu')).toEqual({
      kind: 'path',
      path: '/app/eu/agents/agent_b/convos',
    });
    expect(clientLanding(client, ['agent_a'], 'na')).toEqual({ kind: 'path', path: '/app/na/agents/agent_a/convos' });
  });

  it("reads 'overview' as Home", () => {
    expect(
      clientLanding({ ...client, canAccess: ['/overview'] as unknown as ClientSelf['canAccess'] }, ['agent_b'], 'na'),
    ).toEqual({
      kind: 'path',
      path: '/app/na/agents/agent_b/home',
    });
  });

  it('passes over custom tabs, which are not tabs of an agent', () => {
    expect(clientLanding({ ...client, canAccess: ['/reports', '/leads'] }, ['agent_b'], 'na')).toEqual({
      kind: 'path',
      path: '/app/na/agents/agent_b/leads',
    });
  });

  it('sends a new signup that has not finished onboarding to the client onboarding', () => {
    expect(clientLanding({ ...client, isNewSignup: true }, ['agent_b'], 'eu')).toEqual({
      kind: 'path',
      path: '/app/eu/client/onboarding',
    });
    expect(clientLanding({ ...client, isNewSignup: true, onboardingCompleted: true }, ['agent_b'], 'eu')).toEqual({
      kind: 'path',
      path: '/app/eu/agents/agent_b/convos',
    });
  });

  it("shows 'No Access' when no agent of the client exists", () => {
    expect(clientLanding(client, [], 'na')).toEqual({ kind: 'noAccess' });
    expect(clientLanding({ ...client, widgetIDs: [] }, [], 'na')).toEqual({ kind: 'noAccess' });
  });
});
