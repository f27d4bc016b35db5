/**
 * Words a visitor asks with that a business's pages rarely use, and the page's word for them.
 * Full-text search only stems, so "Where are you located?" met no word of a contact page, which
 * says "Address". A short list of everyday questions, not a thesaurus: a wrong extra word only
 * adds candidates, which the ranking then weighs.
 */
const PAGE_WORDS: Readonly<Record<string, string>> = {
  located: 'address',
  location: 'address',
  situated: 'address',
  directions: 'address',
  telephone: 'phone',
  cost: 'price',
  costs: 'price',
  complete: 'full',
  add: 'top',
  back: 'return returned',
  hire: 'rent rental',
  rent: 'rental',
  renting: 'rental',
  weekdays: 'monday friday',
  employees: 'staff',
  car: 'parking',
  keep: 'store storage',
  sell: 'stock',
};

/** The question with the page's word added after each word that has one. */
export function withPageWords(question: string): string {
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  const added = [...new Set(words.map((word) => PAGE_WORDS[word]).filter((word) => word !== undefined))];
  return added.length > 0 ? `${question} ${added.join(' ')}` : question;
}
