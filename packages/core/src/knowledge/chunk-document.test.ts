import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk-document.js';
import { chunkText } from './chunk-text.js';

const sentence = (n: number) => `Sentence number ${n} talks about lanterns and harbours at some length.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => sentence(from + n)).join(' ');

const CONTACT_PAGE = [
  '# Visit or contact us',
  '## Opening hours',
  'We are open Monday to Friday from 7:00 to 18:00. We are closed on Sundays.',
  '## Address',
  '418 Alder Street, Portland, OR 97205',
  'Phone: +1 503 555 0142',
].join('\n\n');

describe('chunkDocument', () => {
  it('keeps a short page in one chunk with all its headings', () => {
    expect(chunkDocument(CONTACT_PAGE, 1000)).toEqual([
      { text: CONTACT_PAGE, headings: ['Visit or contact us', 'Opening hours', 'Address'] },
    ]);
  });

  it('starts a new chunk at a heading rather than cutting a section that fits in one', () => {
    const first = paragraph(0, 8);
    const second = paragraph(10, 8);
    const text = `# Harbour guide\n\n## Moorings\n\n${first}\n\n## Tides\n\n${second}`;
    // By length alone, the second section's heading ends the first chunk and its text begins the next.
    expect(chunkText(text, 1000)[0]).toMatch(/## Tides$/);

    const chunks = chunkDocument(text, 1000);
    expect(chunks).toEqual([
      { text: `# Harbour guide\n\n## Moorings\n\n${first}`, headings: ['Harbour guide', 'Moorings'] },
      // The page's heading above the section is repeated, so the model sees where it belongs.
      { text: `# Harbour guide\n\n## Tides\n\n${second}`, headings: ['Harbour guide', 'Tides'] },
    ]);
  });

  it('cuts a section longer than a chunk, each part under its headings, and loses no sentence', () => {
    const text = `# Harbour guide\n\nWelcome aboard.\n\n## Moorings\n\n${paragraph(0, 40)}\n\n### Fees\n\nA berth costs 12 euros a night.`;
    const chunks = chunkDocument(text, 1000);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(1000);
    const parts = chunks.filter((chunk) => chunk.text.includes('Sentence number'));
    for (const part of parts) {
      expect(part.text).toMatch(/^# Harbour guide\n## Moorings\n\nSentence number \d+/);
      expect(part.headings).toEqual(['Harbour guide', 'Moorings']);
    }
    for (let n = 0; n < 40; n++) expect(chunks.some((chunk) => chunk.text.includes(sentence(n)))).toBe(true);
    expect(chunks.at(-1)).toEqual({
      text: '# Harbour guide\n## Moorings\n\n### Fees\n\nA berth costs 12 euros a night.',
      headings: ['Harbour guide', 'Moorings', 'Fees'],
    });
  });

  it('reads a heading of the same or a higher level as leaving the section above', () => {
    const text = `# Guide\n\n## Moorings\n\n${paragraph(0, 12)}\n\n# Prices\n\n${paragraph(20, 12)}`;
    const chunks = chunkDocument(text, 1000);
    expect(chunks.at(-1)?.headings).toEqual(['Prices']);
    expect(chunks.at(-1)?.text).toMatch(/^# Prices\n\n/);
  });

  it('takes no heading from a code block, and none from text read as plain', () => {
    const code = '```\n# not a heading\n```';
    expect(chunkDocument(`# Setup\n\n${code}`, 1000)).toEqual([{ text: `# Setup\n\n${code}`, headings: ['Setup'] }]);
    expect(chunkDocument('# of items: 3\n\nprice: 4', 1000, { markdown: false })).toEqual([
      { text: '# of items: 3\n\nprice: 4', headings: [] },
    ]);
  });

  it('chunks text without headings as chunkText does', () => {
    const text = [paragraph(0, 9), paragraph(10, 9), paragraph(20, 30)].join('\n\n');
    expect(chunkDocument(text, 1000).map((chunk) => chunk.text)).toEqual(chunkText(text, 1000));
    expect(chunkDocument(' \n\n ', 1000)).toEqual([]);
  });
});
