import type { LoginBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import {
  FAILED_LOGIN_BY_EMAIL,
  FAILED_LOGIN_BY_IP,
  forgetAttempts,
  recordAttemptsWithinLimit,
} from '../../platform/auth/throttle.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type RequestOrigin, recordAccountAudit } from '../audit-log/index.js';

/** One answer for a wrong password and an unknown email, so neither reveals which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

const PASSWORD = { method: 'password' };

export async function logIn(regions: Regions, body: LoginBody, origin: RequestOrigin) {
  const db = regions.global();
  const ip = origin.ip;
  // Counted as failed before the password check, so simultaneous guesses cannot all slip under the limit.
  const attempts = await recordAttemptsWithinLimit(db, [
    [FAILED_LOGIN_BY_IP, ip],
    [FAILED_LOGIN_BY_EMAIL, body.email],
  ]);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, body.email)).limit(1);
  const ok = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyDecoy(body.password);
  // An unknown email belongs to no workspace whose log could hold the attempt: the throttle alone counts it.
  const by = account && { actor: { kind: 'user' as const, id: account.email }, ...origin };
  if (!account || !by || !ok) {
    if (by) await recordAccountAudit(regions, account.id, { action: 'auth.signInFailed', by, detail: PASSWORD });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await forgetAttempts(db, attempts);
  await recordAccountAudit(regions, account.id, { action: 'auth.signedIn', by, detail: PASSWORD });
  return account;
}
