import type { AgentTab, AgentTabPath } from './tabs.js';

/** Spec 002 §2.3 and §9.3. */
export const TAB_SEARCH_DEBOUNCE_MS = 300;
/** A strong match opens by itself this long after the results appear. */
export const TAB_SEARCH_AUTO_NAVIGATE_MS = 300;
/** No automatic navigation this soon after the page changed. */
export const TAB_SEARCH_PAGE_CHANGE_GUARD_MS = 1000;
export const MAX_TAB_SUGGESTIONS = 5;
export const STRONG_MATCH_SCORE = 0.8;
export const GOOD_MATCH_SCORE = 0.6;
/** Weaker candidates are noise rather than suggestions. */
const MIN_SCORE = 0.3;

export type MatchBadge = 'Strong match' | 'Good match' | 'Possible match';

export interface TabSuggestion {
  path: AgentTabPath;
  /** Set when the suggestion is a sub-tab: the value of the tab's `?tab=` query. */
  subTab?: string;
  /** 'Knowledge', or 'Settings › Handoff' for a sub-tab. */
  label: string;
  /** 0..1. */
  score: number;
  badge: MatchBadge;
}

export function matchBadge(score: number): MatchBadge {
  if (score > STRONG_MATCH_SCORE) return 'Strong match';
  if (score > GOOD_MATCH_SCORE) return 'Good match';
  return 'Possible match';
}

// Keywords and sub-tabs rank just below a tab's own name, so 'analytics' puts the Analytics tab
// above Settings › Analytics.
const KEYWORD_WEIGHT = 0.95;
const SUB_TAB_WEIGHT = 0.95;

/**
 * Suggestions for the search box (spec 002 §2.3): the query against the tabs' names, sub-tab
 * names and keywords, best first, at most five.
 */
export function searchTabs(query: string, tabs: readonly AgentTab[]): TabSuggestion[] {
  const q = normalize(query);
  if (!q) return [];

  const found: Omit<TabSuggestion, 'badge'>[] = [];
  for (const tab of tabs) {
    const tabScore = Math.max(
      textScore(q, tab.label),
      q === tab.path ? 1 : 0,
      KEYWORD_WEIGHT * bestScore(q, tab.keywords),
    );
    found.push({ path: tab.path, label: tab.label, score: tabScore });

    for (const sub of tab.subTabs) {
      const subScore = Math.max(
        textScore(q, sub.label),
        textScore(q, `${tab.label} ${sub.label}`),
        KEYWORD_WEIGHT * bestScore(q, sub.keywords),
      );
      found.push({
        path: tab.path,
        subTab: sub.id,
        label: `${tab.label} › ${sub.label}`,
        score: SUB_TAB_WEIGHT * subScore,
      });
    }
  }

  return (
    found
      .filter((suggestion) => suggestion.score >= MIN_SCORE)
      // Stable sort: equal scores keep the sidebar's order.
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_TAB_SUGGESTIONS)
      .map((suggestion) => {
        const score = round(suggestion.score);
        return { ...suggestion, score, badge: matchBadge(score) };
      })
  );
}

export interface AutoNavigateInput {
  /** Unix milliseconds. */
  now: number;
  /** When the page last changed, unix milliseconds. */
  lastPageChangeAt: number;
}

/** The suggestion to open without a click: a strong best match, unless the page has just changed. */
export function autoNavigateTarget(
  suggestions: readonly TabSuggestion[],
  { now, lastPageChangeAt }: AutoNavigateInput,
): TabSuggestion | undefined {
  const best = suggestions[0];
  if (!best || best.score <= STRONG_MATCH_SCORE) return undefined;
  if (now - lastPageChangeAt < TAB_SEARCH_PAGE_CHANGE_GUARD_MS) return undefined;
  return best;
}

function bestScore(q: string, candidates: readonly string[]): number {
  let best = 0;
  for (const candidate of candidates) best = Math.max(best, textScore(q, candidate));
  return best;
}

/**
 * How well a normalised query matches one name, 0..1. A prefix scores by how much of the name is
 * typed, so 'knowl' is strong for 'Knowledge' while a lone 'k' is not; typos never reach strong.
 */
function textScore(q: string, candidate: string): number {
  const c = normalize(candidate);
  if (!c) return 0;
  if (c === q) return 1;
  if (c.startsWith(q)) return 0.6 + 0.4 * (q.length / c.length);

  let score = 0;
  for (const word of c.split(' ').slice(1)) {
    if (word.startsWith(q)) score = Math.max(score, 0.55 + 0.35 * (q.length / word.length));
  }
  if (score > 0) return score;
  if (c.includes(q)) return 0.4 + 0.3 * (q.length / c.length);
  if (q.length < 3) return 0;

  const whole = 1 - levenshtein(q, c) / Math.max(q.length, c.length);
  const prefix = q.length < c.length ? 1 - levenshtein(q, c.slice(0, q.length)) / q.length : 0;
  return 0.7 * Math.max(whole, 0.9 * prefix);
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
