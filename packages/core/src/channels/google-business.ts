/** Spec 000 §5 "Google Business save". */
export const GOOGLE_BUSINESS_REQUIRED = 'Please fill in the required fields.';

/** Where the deprecated Google Business channel was to deliver messages (spec 000 §2). */
export const googleBusinessWebhookUrl = (apiOrigin: string, region: string, agentId: string) =>
  `${apiOrigin}/api/${region}/agents/${encodeURIComponent(agentId)}/gc-webhook`;

/**
 * The Google Business fields as the spec saves them: the client email trimmed and holding an @,
 * the private key present with its line breaks turned into commas. Undefined when either is
 * missing or the email has no @ (show GOOGLE_BUSINESS_REQUIRED).
 */
export function googleBusinessFields(
  clientEmail: string,
  privateKey: string,
): { gcloudClientEmail: string; gcloudPrivateKey: string } | undefined {
  const email = clientEmail.trim();
  if (!email.includes('@') || !privateKey.trim()) return undefined;
  return { gcloudClientEmail: email, gcloudPrivateKey: privateKey.replace(/\r?\n/g, ',') };
}
