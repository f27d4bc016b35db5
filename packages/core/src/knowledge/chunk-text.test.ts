import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.js';

const sentence = (n: number) => `Sentence number ${n} talks about lanterns and harbours at some length.`;

describe('chunkText', () => {
  it('keeps short paragraphs together in one chunk', () => {
    expect(chunkText('First paragraph.\n\nSecond paragraph.', 1000)).toEqual(['First paragraph.\n\nSecond paragraph.']);
  });

  it('never makes a chunk longer than the limit, and loses no sentence', () => {
    const paragraphs = Array.from({ length: 12 }, (_, p) =>
      Array.from({ length: 9 }, (_, s) => sentence(p * 10 + s)).join(' '),
    );
    const chunks = chunkText(paragraphs.join('\n\n'), 1000);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(1000);
    for (let n = 0; n < 120; n++) {
      if (n % 10 === 9) continue;
      expect(chunks.some((c) => c.includes(sentence(n)))).toBe(true);
    }
  });

  it('cuts a long paragraph between sentences and repeats the last sentence in the next chunk', () => {
    const paragraph = Array.from({ length: 40 }, (_, n) => sentence(n)).join(' ');
    const chunks = chunkText(paragraph, 1000);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^Sentence number \d+/);
      expect(chunk).toMatch(/length\.$/);
    }
    const lastOfFirst = (chunks[0] as string).split('. ').at(-1) as string;
    expect(chunks[1]?.startsWith(lastOfFirst.replace(/\.$/, ''))).toBe(true);
  });

  it('cuts a sentence without any break between words, and a word longer than a chunk where it must', () => {
    const chunks = chunkText(`${'word '.repeat(500)}${'x'.repeat(2500)}`, 1000);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(1000);
    expect(chunks.join('').replace(/\s/g, '').length).toBeGreaterThanOrEqual(2000 + 2500);
  });

  it('gives no chunk for empty text', () => {
    expect(chunkText(' \n\n \n', 1000)).toEqual([]);
  });
});
