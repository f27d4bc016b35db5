import { describe, expect, it } from 'vitest';
import { EMPTY_TOUR_STATE, TOUR_STEPS, tourAllowed, tourStartsOn } from './tour.js';

const newOwner = { isAgencyUser: false, joinedAt: '2026-01-01T00:00:00.000Z', isAgentOnboardingDone: true };

describe('the guided tour (spec 002 §2.4, §4.5, §9.3)', () => {
  it('highlights the twelve steps in the order of the spec', () => {
    expect(TOUR_STEPS.map((step) => step.title)).toEqual([
      'Prompt',
      'Show Test',
      'Widget',
      'Voice',
      'Knowledge',
      'Chats',
      'Analytics',
      'Leads & Campaigns',
      'Channels',
      'Settings',
      'Deploy',
      "You're all set",
    ]);
    expect(TOUR_STEPS.at(-1)?.target).toBeNull();
  });

  it('is never for agency users, nor for users who joined before the date, nor before onboarding', () => {
    expect(tourAllowed(newOwner)).toBe(true);
    expect(tourAllowed({ ...newOwner, isAgencyUser: true })).toBe(false);
    expect(tourAllowed({ ...newOwner, joinedAt: '2024-09-30T23:59:59.000Z' })).toBe(false);
    expect(tourAllowed({ ...newOwner, joinedAt: '2024-10-01T00:00:00.000Z' })).toBe(true);
    expect(tourAllowed({ ...newOwner, isAgentOnboardingDone: false })).toBe(false);
  });

  it('starts on a page not seen yet, unless skipped for good', () => {
    expect(tourStartsOn('agent', EMPTY_TOUR_STATE)).toBe(true);
    expect(tourStartsOn('agent', { seen: { agent: true }, neverShow: false })).toBe(false);
    expect(tourStartsOn('agent', { seen: {}, neverShow: true })).toBe(false);
  });
});
