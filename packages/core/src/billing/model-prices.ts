/**
 * What a model reply costs in credits. One credit is worth USD 0.001 by default (spec 002 §9.5),
 * so a price of N credits per 1,000 tokens is N tenths of a cent.
 */
export const USD_PER_CREDIT = 0.001;

export interface ModelPrice {
  /** Credits per 1,000 input tokens. */
  input: number;
  /** Credits per 1,000 output tokens. */
  output: number;
}

/** Provider list prices converted to credits, with nothing added. */
export const MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
};

/** Models not in the table (self-hosted OpenAI-compatible servers, new names) are charged as this one. */
export const FALLBACK_MODEL_PRICE: ModelPrice = MODEL_PRICES['gpt-4o-mini'] as ModelPrice;

/** Credits for one reply, rounded up to the ledger's precision (a thousandth of a credit). */
export function replyCost(modelId: string, inputTokens: number, outputTokens: number): number {
  const price = MODEL_PRICES[modelId] ?? FALLBACK_MODEL_PRICE;
  const credits = (inputTokens * price.input + outputTokens * price.output) / 1000;
  // The small epsilon keeps float noise (0.1 + 0.2) from rounding a whole figure up.
  return Math.max(0, Math.ceil(credits * 1000 - 1e-9) / 1000);
}

/** Credits to the ledger's precision (three decimals), without the float noise of sums. */
export const roundCredits = (credits: number) => Math.round(credits * 1000) / 1000;
