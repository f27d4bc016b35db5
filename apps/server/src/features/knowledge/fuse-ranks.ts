/** Reciprocal rank fusion's constant: ranks past the first few weigh about the same. */
export const RRF_K = 60;

/**
 * Merges ranked lists of the same items (best first in each) by reciprocal rank fusion: an item's
 * score is the sum of 1 / (k + rank) over the lists it appears in, so one found by several
 * searches rises above one found high by a single search. Best first; ties keep first-seen order.
 */
export function fuseRanks<T>(
  lists: T[][],
  keyOf: (item: T) => string | number,
  k = RRF_K,
): { item: T; score: number }[] {
  const fused = new Map<string | number, { item: T; score: number }>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
