import type { SignupBody } from '@agent-platform/core';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';

export const ACCOUNT_ID_LENGTH = 15;

export async function signUp(db: Db, body: SignupBody) {
  const passwordHash = await hashPassword(body.password);
  // The unique email constraint decides a race between two sign-ups of one address.
  const [account] = await db
    .insert(accounts)
    .values({ id: randomId(ACCOUNT_ID_LENGTH), email: body.email, name: body.name, passwordHash })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (!account) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in.');
  return account;
}
