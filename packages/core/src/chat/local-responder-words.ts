import { stemmer } from 'stemmer';

/**
 * PostgreSQL's `english` stop words (`tsearch_data/english.stop`, Snowball's list), so the local
 * responder ignores the words the knowledge search ignores: "there" in "Is there parking?" says
 * nothing about what is asked. Kept in full, including the "s", "t" and "don" that apostrophes leave.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is are
was were be been being have has had having do does did doing a an the and but if or because as until while
of at by for with about against between into through during before after above below to from up down in out
on off over under again further then once here there when where why how all any both each few more most
other some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * The words of `text` the local responder compares: lower-cased, stop words left out, each reduced
 * to its stem, so "Thursdays" meets "thursday" and "parking" meets "park", as they do in the
 * knowledge search.
 *
 * The stemmer is Porter's (the `stemmer` package); PostgreSQL's `english` configuration uses
 * Snowball English (Porter2), its revision. They agree on the plurals, verb endings and "-ing"/"-ed"
 * forms of everyday questions; they differ on some "-ly" words ("weekly" stays "weekli" here,
 * becomes "week" there) and rarer ones ("dying"). That is close enough: these stems are only ever
 * compared with each other, never with the database's lexemes.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !ENGLISH_STOP_WORDS.has(word)).map((word) => stemmer(word));
}
