import { describe, expect, it } from 'vitest';
import {
  LOADING_PROGRESS_CAP,
  loadingProgress,
  loadingStageMessage,
  shouldShowTutorialButton,
  shouldShowUpgradeButton,
} from './rules.js';

const now = new Date('2026-06-01T00:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000).toISOString();
const base = { hasSubscription: false, loadTokens: 1000, onAgentPage: false, now };

describe('Upgrade Plan button', () => {
  it('shows for a user without subscription who joined more than 604800 s ago', () => {
    expect(shouldShowUpgradeButton({ ...base, joinedAt: secondsAgo(604_801) })).toBe(true);
    expect(shouldShowUpgradeButton({ ...base, joinedAt: secondsAgo(604_800) })).toBe(false);
  });

  it('shows for a new user with fewer than 500 credits', () => {
    expect(shouldShowUpgradeButton({ ...base, joinedAt: secondsAgo(60), loadTokens: 499 })).toBe(true);
    expect(shouldShowUpgradeButton({ ...base, joinedAt: secondsAgo(60), loadTokens: 500 })).toBe(false);
  });

  it('never shows on agent pages or to subscribers', () => {
    const old = { ...base, joinedAt: secondsAgo(10_000_000), loadTokens: 0 };
    expect(shouldShowUpgradeButton({ ...old, onAgentPage: true })).toBe(false);
    expect(shouldShowUpgradeButton({ ...old, hasSubscription: true })).toBe(false);
  });
});

describe('Tutorial Walkthrough button', () => {
  it('shows for users who joined at or after 1727740800', () => {
    expect(shouldShowTutorialButton(new Date(1_727_740_800_000).toISOString())).toBe(true);
    expect(shouldShowTutorialButton(new Date(1_727_740_799_000).toISOString())).toBe(false);
  });
});

describe('first-load progress', () => {
  it('never passes 85 before the data arrives, and is 100 once it has', () => {
    for (const ms of [0, 500, 2_000, 60_000, 10_000_000]) {
      expect(loadingProgress(ms, false)).toBeLessThanOrEqual(LOADING_PROGRESS_CAP);
    }
    expect(loadingProgress(60_000, false)).toBe(LOADING_PROGRESS_CAP);
    expect(loadingProgress(10, true)).toBe(100);
  });

  it('moves forward with time and names the stage it is in', () => {
    expect(loadingProgress(1_000, false)).toBeGreaterThan(loadingProgress(100, false));
    expect(loadingStageMessage(0)).not.toBe(loadingStageMessage(85));
    expect(loadingStageMessage(100)).toBe('Ready');
  });
});
