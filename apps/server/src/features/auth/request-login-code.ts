import { LOGIN_CODE_LENGTH } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { EMAIL_SENT_BY_IP, EMAIL_SENT_TO_ADDRESS, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { randomDigits } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { issueOneTimeSecret } from './one-time-secrets.js';

export const LOGIN_CODE_TTL_SECONDS = 10 * 60;

/** Emails a one-time login code. Answers the same whether or not the account exists. */
export async function requestLoginCode(db: Db, mailer: Mailer, email: string, ip: string) {
  await recordAttemptsWithinLimit(db, [
    [EMAIL_SENT_BY_IP, ip],
    [EMAIL_SENT_TO_ADDRESS, email],
  ]);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (!account) return;
  const code = randomDigits(LOGIN_CODE_LENGTH);
  await issueOneTimeSecret(db, account.id, 'login_code', code, LOGIN_CODE_TTL_SECONDS);
  await mailer.send({
    to: account.email,
    subject: `Your login code: ${code}`,
    text: `Hello ${account.name},\n\nYour login code is ${code}\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this email.`,
  });
}
