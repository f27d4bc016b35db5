import { USD_PER_CREDIT } from '../billing/model-prices.js';
import type { WebCallSpeech } from './web-calls.js';

/**
 * What a minute of a web call costs in credits (one credit is USD 0.001, spec 002 §9.5), beside
 * the engine's answers, which are charged per reply as in a typed chat. Browser speech costs the
 * platform nothing but the call's upkeep; Deepgram's streaming transcription and Aura speech are
 * its list prices rounded up.
 */
export const WEB_CALL_CREDITS_PER_MINUTE: Record<WebCallSpeech, number> = {
  browser: 5,
  deepgram: 25,
};

/** Every started minute counts, as telephone billing does. */
export function billedMinutes(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / 60));
}

export function webCallCost(speech: WebCallSpeech, seconds: number): { minutes: number; credits: number } {
  // A web call was connected the moment it started: even one hung up within a second began its first minute.
  const minutes = billedMinutes(Math.max(seconds, 1));
  return { minutes, credits: minutes * WEB_CALL_CREDITS_PER_MINUTE[speech] };
}

/** Credits as the USD the `vapiConfig.maxCostMonthly` cap is written in. */
export const creditsToUsd = (credits: number) => Math.round(credits * USD_PER_CREDIT * 100) / 100;
