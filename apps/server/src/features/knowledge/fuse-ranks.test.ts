import { describe, expect, it } from 'vitest';
import { fuseRanks, RRF_K } from './fuse-ranks.js';

const id = (item: string) => item;

describe('fuseRanks', () => {
  it('puts an item both searches found above items only one found, even ranked first there', () => {
    const fused = fuseRanks(
      [
        ['a', 'b', 'c'],
        ['d', 'c', 'e'],
      ],
      id,
    );
    expect(fused.map((entry) => entry.item)).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 2));
  });

  it('keeps a single list in its order', () => {
    expect(fuseRanks([['x', 'y', 'z']], id).map((entry) => entry.item)).toEqual(['x', 'y', 'z']);
  });

  it('merges nothing into nothing', () => {
    expect(fuseRanks([[], []], id)).toEqual([]);
  });
});
