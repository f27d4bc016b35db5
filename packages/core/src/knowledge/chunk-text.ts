/**
 * Splits a document's text into chunks of at most `maxChars` characters for retrieval. Chunks end
 * on paragraph boundaries where they can, else on sentence boundaries, else between words; a
 * chunk that starts inside a paragraph repeats the previous chunk's last sentences, up to
 * `overlapChars`, so a passage cut in two is still found whole in one of them.
 */
export function chunkText(text: string, maxChars: number, overlapChars = defaultOverlap(maxChars)): string[] {
  const units = toUnits(text, maxChars);
  const chunks: string[] = [];
  let current: Unit[] = [];
  let length = 0;
  const joined = (units: Unit[]) => units.map((u, i) => (i === 0 ? u.text : u.separator + u.text)).join('');

  for (const unit of units) {
    const added = current.length === 0 ? unit.text.length : unit.separator.length + unit.text.length;
    if (current.length > 0 && length + added > maxChars) {
      chunks.push(joined(current));
      current = unit.separator === ' ' ? overlapOf(current, overlapChars, maxChars - unit.text.length - 1) : [];
      length = joined(current).length;
    }
    length += current.length === 0 ? unit.text.length : unit.separator.length + unit.text.length;
    current.push(unit);
  }
  if (current.length > 0) chunks.push(joined(current));
  return chunks;
}

/** About a tenth of a chunk, at most 300 characters: enough for a sentence or two. */
export const defaultOverlap = (maxChars: number) => Math.min(300, Math.floor(maxChars / 10));

interface Unit {
  text: string;
  /** What joins it to the unit before it: a paragraph break, or a space inside a paragraph. */
  separator: '\n\n' | ' ';
}

function toUnits(text: string, maxChars: number): Unit[] {
  const units: Unit[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const paragraph of paragraphs) {
    const pieces = paragraph.length <= maxChars ? [paragraph] : splitLong(paragraph, maxChars);
    pieces.forEach((piece, i) => {
      units.push({ text: piece, separator: i === 0 ? '\n\n' : ' ' });
    });
  }
  return units;
}

/** A paragraph too long for one chunk, as sentences, and sentences too long as runs of words. */
function splitLong(paragraph: string, maxChars: number): string[] {
  const sentences = paragraph.split(/(?<=[.!?…。！？])\s+/).filter(Boolean);
  return sentences.flatMap((sentence) => (sentence.length <= maxChars ? [sentence] : splitWords(sentence, maxChars)));
}

function splitWords(sentence: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    // A "word" longer than a chunk (a long URL, base64) is cut where it must be.
    for (let start = 0; start < word.length; start += maxChars) {
      const part = word.slice(start, start + maxChars);
      if (current && current.length + 1 + part.length > maxChars) {
        pieces.push(current);
        current = part;
      } else {
        current = current ? `${current} ${part}` : part;
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The trailing units of a chunk that fit in the overlap, and in `room` so the next unit still fits. */
function overlapOf(units: Unit[], overlapChars: number, room: number): Unit[] {
  const kept: Unit[] = [];
  let length = 0;
  for (let i = units.length - 1; i > 0; i--) {
    const unit = units[i] as Unit;
    const added = unit.text.length + (kept.length > 0 ? 1 : 0);
    if (length + added > Math.min(overlapChars, room)) break;
    // Only sentences of the paragraph the next chunk continues.
    kept.unshift({ ...unit, separator: ' ' });
    length += added;
    if (unit.separator === '\n\n') break;
  }
  return kept;
}
