/**
 * Generated knowledge for the retrieval benchmark: prose whose words follow Zipf's law, as a
 * language's do, so a visitor's question shares its common words with many chunks and its rare
 * ones with few. The head of the vocabulary is real English (function words first, then the
 * words of a business's help pages); the long tail is made-up words, stemmed like any other.
 * Seeded, so every run ranks the same text.
 */

const FUNCTION_WORDS = `the of and to a in is it you that for on was with as are be this have or at by not
from but we your they all can an if there which will our one so what when their about more would up out
do has no only other some them into than its could also any these then how may should been were each most
after over such because where those while both before very just through between under every same during
why again few own until here whether off above below once further too nor against`.split(/\s+/);

const CONTENT_WORDS = `order time customer service product price account help support delivery shipping payment
day team year week information page email phone number business company store online card plan
question answer problem issue return refund policy item package address change request process option
way work home food water room hotel booking guest table menu drink coffee tea wine beer bread cake
open close hour morning evening night weekend holiday season summer winter spring autumn month date
free cost fee charge discount offer sale gift voucher code member subscription contract agreement
design quality material size colour color style model version feature tool system software app device
computer screen battery cable charger light lamp door window floor wall kitchen garden parking car bike
train bus station airport flight ticket travel trip tour guide map city town street road area region
country world local national school student teacher class course lesson training program event meeting
report review rating comment feedback message letter form document file photo video music book story
health doctor clinic appointment treatment care insurance claim bank loan credit cash transfer invoice
tax law rule safety security privacy data cookie login password user profile setting notification
install update repair replace clean wash cook bake brew roast grind serve deliver ship pack wrap sell buy
pay rent book reserve cancel pause start stop finish choose pick send receive call visit contact ask
small large big little long short high low fast slow new old fresh hot cold warm cool dry wet soft hard
easy simple clear full empty early late first last next best better good great nice special extra
available included required optional standard premium basic custom personal private public shared
weekly monthly daily yearly annual minimum maximum total average exact direct secure safe quick
friendly family children child kid adult pet dog cat animal plant flower tree farm farmer field
machine engine part spare warranty guarantee manual instruction step detail list range choice selection
wood metal glass paper plastic cotton wool leather stone steel fabric label box bag bottle cup glass
box shelf chair desk bed sofa blanket pillow towel shoe shirt coat jacket dress hat glove sock watch
ring necklace bracelet gift birthday wedding party celebration dinner lunch breakfast brunch snack
vegan vegetarian organic local seasonal gluten dairy milk sugar salt spice fruit vegetable meat fish
cheese egg rice pasta soup salad sandwich pizza burger sauce oil butter cream chocolate vanilla
energy power solar electric heat gas fuel waste recycle compost environment climate carbon green
staff manager owner founder partner supplier supply stock warehouse factory office shop branch
location entrance exit lift stairs toilet restroom accessible wheelchair access key lock alarm
signal network internet wifi connection speed download upload stream channel account portal dashboard`.split(/\s+/);

const SYLLABLES = `ka lo mi ne ru ta vi so pe da zu ri mo la ne ko tu fi ga be ho ji wa xe qu ly
an el in or um ar en is ot ur ba ce di fo gu ha ke li me no pu ra se ti vo wi zo`.split(/\s+/);

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Corpus {
  /** One chunk of prose between `minChars` and `maxChars` long. */
  chunk(minChars: number, maxChars: number): string;
  /** A question a visitor could type: a question frame around two to four content words. */
  question(): string;
}

/** A corpus of `vocabularySize` word types with Zipf exponent `exponent`. */
export function createCorpus(seed: number, vocabularySize = 30_000, exponent = 1.05): Corpus {
  const random = seededRandom(seed);
  const words = [...new Set([...FUNCTION_WORDS, ...CONTENT_WORDS])];
  const made = new Set(words);
  while (words.length < vocabularySize) {
    const length = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < length; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (!made.has(word)) {
      made.add(word);
      words.push(word);
    }
  }
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let rank = 0; rank < words.length; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  /** A rank in [from, to), as likely as its word is in text. */
  const pickRank = (from = 0, to = words.length) => {
    const low = from === 0 ? 0 : (cumulative[from - 1] ?? 0);
    const high = cumulative[to - 1] ?? total;
    const target = low + random() * (high - low);
    let lo = from;
    let hi = to - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const word = () => words[pickRank()] as string;
  // Visitors ask with the site's everyday words, now and then with a rarer one (a product's
  // name); the function words are what the question frame adds.
  const headSize = new Set([...FUNCTION_WORDS, ...CONTENT_WORDS]).size;
  const contentWord = () => words[pickRank(FUNCTION_WORDS.length, headSize)] as string;
  const rareWord = () => words[pickRank(headSize)] as string;

  const sentence = () => {
    const length = 6 + Math.floor(random() * 16);
    const parts = Array.from({ length }, word);
    const first = parts[0] as string;
    parts[0] = first.charAt(0).toUpperCase() + first.slice(1);
    return `${parts.join(' ')}.`;
  };
  const frames = [
    (w: string[]) => `How do I ${w.join(' ')}?`,
    (w: string[]) => `What is the ${w.join(' ')}?`,
    (w: string[]) => `Can you tell me about ${w.join(' and ')}?`,
    (w: string[]) => `Do you have ${w.join(' ')}?`,
    (w: string[]) => `When is the ${w.join(' ')} available?`,
  ];
  return {
    chunk(minChars, maxChars) {
      const target = minChars + Math.floor(random() * (maxChars - minChars));
      const paragraphs: string[] = [];
      let length = 0;
      while (length < target) {
        const sentences = Array.from({ length: 2 + Math.floor(random() * 4) }, sentence);
        const paragraph = sentences.join(' ');
        paragraphs.push(paragraph);
        length += paragraph.length + 2;
      }
      return paragraphs.join('\n\n').slice(0, maxChars);
    },
    question() {
      const picked = Array.from({ length: 2 + Math.floor(random() * 2) }, contentWord);
      if (random() < 0.4) picked.push(rareWord());
      const frame = frames[Math.floor(random() * frames.length)] as (w: string[]) => string;
      return frame(picked);
    },
  };
}
