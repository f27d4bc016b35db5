import { describe, expect, it } from 'vitest';
import {
  autoNavigateTarget,
  MAX_TAB_SUGGESTIONS,
  matchBadge,
  searchTabs,
  TAB_SEARCH_PAGE_CHANGE_GUARD_MS,
} from './tab-search.js';
import { AGENT_TABS, visibleTabs } from './tabs.js';

const ownerTabs = visibleTabs({ isWorkspaceUser: true, enableNodes: true });

describe('searchTabs', () => {
  it("finds Knowledge as a strong match for 'knowl'", () => {
    const [best] = searchTabs('knowl', ownerTabs);
    expect(best).toMatchObject({ path: 'kb', label: 'Knowledge', badge: 'Strong match' });
    expect(best!.score).toBeGreaterThan(0.8);
  });

  it('matches keywords and sub-tab names, pointing a sub-tab at its ?tab= value', () => {
    expect(searchTabs('documents', ownerTabs)[0]).toMatchObject({ path: 'kb', badge: 'Strong match' });
    expect(searchTabs('Transcriber', ownerTabs)[0]).toMatchObject({
      path: 'voice',
      subTab: 'transcriber',
      label: 'Voice › Transcriber',
    });
    expect(searchTabs('handoff', ownerTabs)[0]).toMatchObject({ path: 'settings', subTab: 'handoff' });
    expect(searchTabs('settings hand', ownerTabs)[0]).toMatchObject({ path: 'settings', subTab: 'handoff' });
  });

  it("ranks a tab's own name above a sub-tab of the same name", () => {
    const results = searchTabs('analytics', ownerTabs);
    expect(results[0]).toMatchObject({ path: 'analytics', label: 'Analytics' });
    expect(results[0]!.subTab).toBeUndefined();
    expect(results[1]).toMatchObject({ path: 'settings', subTab: 'analytics' });
  });

  it('is not strong after a letter or two, nor for a typo', () => {
    for (const query of ['k', 'kn', 'ch']) {
      for (const suggestion of searchTabs(query, ownerTabs)) expect(suggestion.badge).not.toBe('Strong match');
    }
    const [typo] = searchTabs('knowlege', ownerTabs);
    expect(typo).toMatchObject({ path: 'kb', badge: 'Good match' });
  });

  it('gives at most 5 suggestions, best first, scores within 0..1', () => {
    const results = searchTabs('a', AGENT_TABS);
    expect(results.length).toBeLessThanOrEqual(MAX_TAB_SUGGESTIONS);
    expect(results.length).toBeGreaterThan(0);
    for (const [i, result] of results.entries()) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(result.score).toBeLessThanOrEqual(results[i - 1]!.score);
    }
  });

  it('finds nothing for an empty or unrelated query, and only among the given tabs', () => {
    expect(searchTabs('   ', ownerTabs)).toEqual([]);
    expect(searchTabs('zqxj', ownerTabs)).toEqual([]);
    expect(searchTabs('tools', ownerTabs).some((s) => s.path === 'tools')).toBe(false);
    expect(searchTabs('tools', AGENT_TABS)[0]).toMatchObject({ path: 'tools' });
  });
});

describe('matchBadge', () => {
  it('is Strong above 0.8, Good above 0.6, Possible otherwise', () => {
    expect(matchBadge(0.81)).toBe('Strong match');
    expect(matchBadge(0.8)).toBe('Good match');
    expect(matchBadge(0.61)).toBe('Good match');
    expect(matchBadge(0.6)).toBe('Possible match');
    expect(matchBadge(0.1)).toBe('Possible match');
  });
});

describe('autoNavigateTarget', () => {
  const strong = searchTabs('knowl', ownerTabs);
  const good = searchTabs('kn', ownerTabs);

  it('opens a strong best match once the page has been still for 1 s', () => {
    expect(
      autoNavigateTarget(strong, { now: 10_000, lastPageChangeAt: 10_000 - TAB_SEARCH_PAGE_CHANGE_GUARD_MS }),
    ).toMatchObject({ path: 'kb' });
  });

  it('waits when the page changed within the last second, and never opens a weaker match', () => {
    expect(autoNavigateTarget(strong, { now: 10_000, lastPageChangeAt: 9_500 })).toBeUndefined();
    expect(autoNavigateTarget(good, { now: 10_000, lastPageChangeAt: 0 })).toBeUndefined();
    expect(autoNavigateTarget([], { now: 10_000, lastPageChangeAt: 0 })).toBeUndefined();
  });
});
