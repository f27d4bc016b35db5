import type { LoginBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import {
  FAILED_LOGIN_BY_EMAIL,
  FAILED_LOGIN_BY_IP,
  forgetAttempts,
  recordAttemptsWithinLimit,
} from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** One answer for a wrong password and an unknown email, so neither reveals which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

export async function logIn(db: Db, body: LoginBody, ip: string) {
  // Counted as failed before the password check, so simultaneous guesses cannot all slip under the limit.
  const attempts = await recordAttemptsWithinLimit(db, [
    [FAILED_LOGIN_BY_IP, ip],
    [FAILED_LOGIN_BY_EMAIL, body.email],
  ]);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, body.email)).limit(1);
  const ok = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyDecoy(body.password);
  if (!account || !ok) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  await forgetAttempts(db, attempts);
  return account;
}
