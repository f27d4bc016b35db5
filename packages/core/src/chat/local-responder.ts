import { withPageWords } from '../knowledge/question-words.js';
import { searchTerms } from './local-responder-words.js';

/**
 * The answer given when no language model is configured: sentences taken as they are from what
 * the agent knows, picked by the (stemmed) words they share with the question. It never writes
 * text of its own beyond a fixed sentence saying it found nothing and pointing at a person.
 */
export const LOCAL_RESPONDER_NO_MATCH =
  "I don't have an answer to that. You can ask to talk to a person from our team.";

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// A label names a subject ("Opening hours", a table's "Weekly Bag"); the line after it holds its
// words too and says something about them, so the label's own words count half.
const LABEL_WEIGHT = 0.5;
// Longer lines without closing punctuation are content ("Phone: +1 503 555 0142 · Email: …").
const LABEL_MAX_WORDS = 4;
// A sentence that points back ("Regulars call it our signature drink.") is quoted with the
// sentence before it in its paragraph, which says what "it" is (unless that one is a question).
const POINTS_BACK = /\b(it|they|them|this|these|he|she)\b/i;
const NUMBER_WORD =
  '(?:\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|half an?|an?)';
/**
 * What kind of answer a question asks for, and how a sentence holding one reads: "How far" is
 * answered by a distance, "how often" by a frequency, "what year" by a year. `asks` is the
 * question's asking words, left out of the words compared: the "long" of "how long does a fit
 * take" is not what it is about.
 */
const ANSWER_KINDS: { asks: RegExp; holds: RegExp; keepAsking?: true }[] = [
  { asks: /\b(what|which) year\b|\bsince when\b/i, holds: /\b(1[89]|20)\d\d\b/ },
  {
    asks: /\bhow far\b/i,
    holds: new RegExp(
      `\\b${NUMBER_WORD}\\s*(miles?|mi|km|kilomet(er|re)s?|met(er|re)s?|feet|ft|yards?|blocks?)\\b`,
      'i',
    ),
  },
  {
    asks: /\bhow long\b/i,
    holds: new RegExp(
      `\\b${NUMBER_WORD}[\\s-]*(seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\\b|\\b(overnight|same day|on the spot|while you wait)\\b`,
      'i',
    ),
  },
  {
    asks: /\bhow often\b/i,
    holds:
      /\b(every|each|once|twice|daily|weekly|monthly|yearly|annually|\d+ times)\b|\b(a|per) (day|week|month|year|season)\b/i,
  },
  {
    asks: /\bwhat time\b/i,
    holds: /\b\d{1,2}(:\d\d)?\s*(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b|\b(noon|midday|midnight)\b/i,
  },
  {
    asks: /\bhow much\b|\b(costs?|prices?|fees?|charges?|pay|paid|expensive|cheap)\b/i,
    holds: /[$€£¥]\s?\d|\d\s?(dollars?|euros?|pounds?|usd|eur|gbp)\b|\bfree\b|\bno (extra )?(cost|charge)\b/i,
    // "Cost" and "price" stay among the words compared: a price list names its column "Price".
    keepAsking: true,
  },
  {
    // "When" asks only where a question starts with it: "do I need a helmet when renting" does not.
    asks: /\bhow (many|old|soon|late|early|big|large)\b|^\W*when\b/i,
    holds:
      /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|once|twice|daily|weekly|monthly|yearly|noon|midnight)\b/i,
  },
];
// When a question asks for a kind of answer, a sentence holding one counts this much, one holding
// none this much: "How long does a fit take?" is not answered by "Our fitter is Luis.", however
// many of its words that shares.
const KIND_WEIGHT = 1.5;
const NO_KIND_WEIGHT = 0.5;
// A sentence also holds, at this weight, the asked words of the sentence before it in its
// paragraph, which says what it speaks of: "Sealant dries out over time. Top it up every three
// months." answers how often to add sealant.
const CONTEXT_WEIGHT = 0.5;
// How a question is put rather than what it is about: "Do I need to bring a helmet?" is answered by
// "Helmets are included", not by "riders under 18 need a guardian's signature".
const ASKING_WORDS = /\b(need|needs|must|want|wants|happens?)\b/gi;
// Passages come best first: each later one's sentences count this much less than the one before.
// Only a little: retrieval puts the answering page first for about 4 questions in 5 (bench:kb),
// and 0.85 let a first page's passing mention outrank the price list's row below it.
const PASSAGE_WEIGHT = 0.95;

interface Sentence {
  text: string;
  /** Position among all the passages' sentences: passages come best first. */
  order: number;
  passage: number;
  /** The sentence before it in its paragraph, if any. */
  previous?: Sentence;
  terms: Set<string>;
  /** A question is never an answer: "Are you open on Thursdays?" is not quoted back. */
  question: boolean;
  label: boolean;
  /** It names what it speaks of by a pronoun ("it", "they"), so the sentence before it says what. */
  pointsBack: boolean;
  /** The words of the question or label right before it, which it answers. */
  leadIn: Set<string>;
}

/**
 * The passages' best sentence for `question`, and a second one when it covers asked words the
 * first left out (the opening hours, then "We are closed on Sundays."), in the passages' order.
 *
 * A sentence scores the asked words it holds, each weighted by how rare it is among the passages'
 * sentences, so "sunday" outweighs an "open" found everywhere. A sentence after a question or a
 * label also holds that lead-in's words: a Q&A's answer outscores its question, and "Pastries"
 * lends its word to the line listing them. A sentence of a later (worse) passage counts less, and
 * one holding a number counts more when the question asks how much, how long or when. The second
 * sentence comes from the first one's passage when one there adds as much.
 */
export function localAnswer(question: string, passages: string[]): { text: string; matched: boolean } {
  const kind = ANSWER_KINDS.find((candidate) => candidate.asks.test(question));
  const about = (kind && !kind.keepAsking ? question.replace(kind.asks, ' ') : question).replace(ASKING_WORDS, ' ');
  const asked = new Set(searchTerms(withPageWords(about)));
  const sentences = sentencesOf(passages);
  const weight = rarityWeights(sentences);
  const candidates = sentences
    .filter((sentence) => !sentence.question)
    .map((sentence) => {
      const own = [...asked].filter((term) => sentence.terms.has(term));
      const lent = [...asked].filter((term) => !sentence.terms.has(term) && sentence.leadIn.has(term));
      const context = [...asked].filter(
        (term) => !sentence.terms.has(term) && !sentence.leadIn.has(term) && sentence.previous?.terms.has(term),
      );
      // A sentence that points back ("Top it up every three months.") speaks of what the one before
      // it names, as fully as if it said it.
      const contextWeight = sentence.pointsBack ? 1 : CONTEXT_WEIGHT;
      const words =
        sum(own.map(weight)) * (sentence.label ? LABEL_WEIGHT : 1) +
        sum(lent.map(weight)) +
        sum(context.map(weight)) * contextWeight;
      const fits = !kind ? 1 : kind.holds.test(sentence.text) ? KIND_WEIGHT : NO_KIND_WEIGHT;
      const score = words * fits * PASSAGE_WEIGHT ** sentence.passage;
      return { sentence, matched: [...own, ...lent], score };
    })
    .filter((candidate) => candidate.score > 0)
    .sort((x, y) => y.score - x.score || x.sentence.order - y.sentence.order);
  const [best, ...rest] = candidates;
  if (!best) return { text: LOCAL_RESPONDER_NO_MATCH, matched: false };

  const covered = new Set(best.matched);
  const added = (candidate: (typeof candidates)[number]) =>
    sum(candidate.matched.filter((term) => !covered.has(term)).map(weight));
  const samePassage = (candidate: (typeof candidates)[number]) =>
    Number(candidate.sentence.passage === best.sentence.passage);
  const second = rest
    .filter((candidate) => added(candidate) > 0)
    .sort(
      (x, y) =>
        added(y) - added(x) ||
        samePassage(y) - samePassage(x) ||
        y.score - x.score ||
        x.sentence.order - y.sentence.order,
    )[0];
  const chosen = new Set([best.sentence, ...(second ? [second.sentence] : [])]);
  for (const sentence of [...chosen]) {
    if (sentence.previous && !sentence.previous.question && sentence.pointsBack) {
      chosen.add(sentence.previous);
    }
  }
  const text = [...chosen]
    .sort((x, y) => x.order - y.order)
    .map((sentence) => sentence.text)
    .join(' ');
  return { text, matched: true };
}

/**
 * Every passage's sentences in order, each once (overlapping chunks repeat sentences), without
 * the Markdown marks of crawled pages. A question, a Markdown heading and a short line without
 * closing punctuation lead into the sentence after them.
 */
function sentencesOf(passages: string[]): Sentence[] {
  const seen = new Set<string>();
  const sentences: Sentence[] = [];
  for (const [passage, content] of passages.entries()) {
    let leadIn = new Set<string>();
    for (const line of content.split(/\n+/)) {
      const heading = /^\s*#{1,6}\s/.test(line);
      const parts = splitSentences(withoutMarkdown(line));
      let previous: Sentence | undefined;
      for (const text of parts) {
        const terms = new Set(searchTerms(text));
        const question = text.endsWith('?');
        const short = parts.length === 1 && !/[.!?:;,]$/.test(text) && wordCount(text) <= LABEL_MAX_WORDS;
        const label = heading || short;
        if (!seen.has(text)) {
          seen.add(text);
          const pointsBack = POINTS_BACK.test(text);
          const sentence = {
            text,
            order: sentences.length,
            passage,
            previous,
            terms,
            question,
            label,
            pointsBack,
            leadIn,
          };
          sentences.push(sentence);
          previous = sentence;
        }
        leadIn = question || label ? terms : new Set();
      }
    }
  }
  return sentences;
}

/** A line as a reader sees it: no heading or list marks, a link as its text, no emphasis marks. */
function withoutMarkdown(line: string): string {
  return line
    .replace(/^\s*(#{1,6}|[*+-])\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2');
}

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** A word's weight: inverse sentence frequency, so a word every sentence has counts least. */
function rarityWeights(sentences: Sentence[]): (term: string) => number {
  const holding = new Map<string, number>();
  for (const sentence of sentences) {
    for (const term of sentence.terms) holding.set(term, (holding.get(term) ?? 0) + 1);
  }
  return (term) => Math.log(1 + sentences.length / (holding.get(term) ?? 1));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
