import type { LoginBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import {
  assertUnderLimit,
  FAILED_LOGIN_BY_EMAIL,
  FAILED_LOGIN_BY_IP,
  recordAttempt,
} from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** One answer for a wrong password and an unknown email, so neither reveals which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

export async function logIn(db: Db, body: LoginBody, ip: string) {
  await assertUnderLimit(db, FAILED_LOGIN_BY_IP, ip);
  await assertUnderLimit(db, FAILED_LOGIN_BY_EMAIL, body.email);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, body.email)).limit(1);
  const ok = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyDecoy(body.password);
  if (!account || !ok) {
    await recordAttempt(db, FAILED_LOGIN_BY_IP, ip);
    await recordAttempt(db, FAILED_LOGIN_BY_EMAIL, body.email);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  return account;
}
