/**
 * The answer given when no language model is configured: sentences taken as they are from the
 * agent's own texts (greeting messages, description, and the knowledge base once it has one),
 * picked by the words they share with the question. It never writes text of its own beyond a
 * fixed sentence saying it found nothing and pointing at a person.
 */
const STOP_WORDS = new Set(
  'the a an and or but if then of to in on at by for with from is are was were be been being it its this that these those you your we our i me my can could do does did how what when where which who why will would should may have has had not no yes about into than too very just'.split(
    ' ',
  ),
);

export const LOCAL_RESPONDER_NO_MATCH =
  "I don't have an answer to that. You can ask to talk to a person from our team.";

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w));

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The best one or two passages sentences for `question`, with their score (shared words), or none. */
export function localAnswer(question: string, passages: string[]): { text: string; matched: boolean } {
  const asked = new Set(words(question));
  const scored = passages
    .flatMap(splitSentences)
    .map((sentence, order) => ({ sentence, order, score: new Set(words(sentence).filter((w) => asked.has(w))).size }))
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, 2)
    .sort((x, y) => x.order - y.order);
  if (scored.length === 0) return { text: LOCAL_RESPONDER_NO_MATCH, matched: false };
  return { text: scored.map((s) => s.sentence).join(' '), matched: true };
}
