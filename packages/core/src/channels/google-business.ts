import { z } from 'zod';

/** Spec 000 §5 "Google Business save". */
export const GOOGLE_BUSINESS_REQUIRED = 'Please fill in the required fields.';
/** Spec 000 §8: the Google Business save's notices. */
export const GOOGLE_BUSINESS_SAVED = 'Successfully saved data.';
export const GOOGLE_BUSINESS_SAVE_FAILED = 'Failed to save the data.';

/** Where the deprecated Google Business channel was to deliver messages (spec 000 §2). */
export const googleBusinessWebhookUrl = (apiOrigin: string, region: string, agentId: string) =>
  `${apiOrigin}/api/${region}/agents/${encodeURIComponent(agentId)}/gc-webhook`;

/**
 * The modal's two inputs as the spec saves them: the client email trimmed and holding an @, the
 * private key present with its line breaks turned into commas. Either missing, or an email
 * without an @, is GOOGLE_BUSINESS_REQUIRED.
 */
export const ZGoogleBusinessForm = z
  .object({
    clientEmail: z
      .string()
      .trim()
      .refine((email) => email.includes('@'), GOOGLE_BUSINESS_REQUIRED),
    privateKey: z.string().refine((key) => key.trim() !== '', GOOGLE_BUSINESS_REQUIRED),
  })
  .transform(({ clientEmail, privateKey }) => ({
    gcloudClientEmail: clientEmail,
    gcloudPrivateKey: privateKey.replace(/\r?\n/g, ','),
  }));

/** The saved fields, or undefined when the inputs break the rules above. */
export function googleBusinessFields(
  clientEmail: string,
  privateKey: string,
): { gcloudClientEmail: string; gcloudPrivateKey: string } | undefined {
  const parsed = ZGoogleBusinessForm.safeParse({ clientEmail, privateKey });
  return parsed.success ? parsed.data : undefined;
}
