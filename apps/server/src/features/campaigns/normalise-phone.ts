import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as E.164 (`+15551234567`), or undefined when it is not a valid number. A number
 * written without its country code is read in `defaultCountry`.
 */
export function normalisePhone(text: string, defaultCountry?: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultCountry as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A WhatsApp id (`wa_id`) is the E.164 number without its plus. */
export const waIdOf = (e164: string) => e164.replace(/^\+/, '');
