import { eq } from 'drizzle-orm';
import { EMAIL_SENT_BY_IP, EMAIL_SENT_TO_ADDRESS, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, type Tenant } from '../../platform/tenancy/index.js';
import { type RequestOrigin, recordAccountAudit } from '../audit-log/index.js';
import { issueOneTimeSecret } from './one-time-secrets.js';

export const RESET_TOKEN_LENGTH = 40;
export const RESET_TTL_SECONDS = 60 * 60;

/** Emails a password-reset link. Answers the same whether or not the account exists. */
export async function requestPasswordReset(
  regions: Regions,
  mailer: Mailer,
  tenant: Tenant,
  email: string,
  origin: RequestOrigin,
) {
  const db = regions.global();
  const ip = origin.ip;
  await recordAttemptsWithinLimit(db, [
    [EMAIL_SENT_BY_IP, ip],
    [EMAIL_SENT_TO_ADDRESS, email],
  ]);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (!account) return;
  const token = randomId(RESET_TOKEN_LENGTH);
  await issueOneTimeSecret(db, account.id, 'password_reset', token, RESET_TTL_SECONDS);
  const link = dashboardLink(tenant, `/reset-password?token=${token}`);
  await mailer.send({
    to: account.email,
    subject: 'Reset your password',
    text: `Hello ${account.name},\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once, for one hour. If you did not ask for it, you can ignore this email.`,
  });
  const by = { actor: { kind: 'user' as const, id: account.email }, ...origin };
  await recordAccountAudit(regions, account.id, { action: 'auth.passwordResetRequested', by });
}
