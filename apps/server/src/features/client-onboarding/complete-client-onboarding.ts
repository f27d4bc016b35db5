import {
  type ClientOnboardingCompleteBody,
  type ClientOnboardingState,
  onboardingCompanySchema,
  ZClientOnboardingCompleteBody,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { clients } from '../clients/index.js';
import { getClientOnboarding } from './get-client-onboarding.js';

/**
 * The wizard's finish (or Skip & Go to Dashboard): onboarding is done, and the goals and company
 * the client gave are kept. The company is checked against the agency's require* flags as the
 * form checked it. Again later, it only replaces what it is given.
 */
export async function completeClientOnboarding(
  db: Db,
  access: ClientAccess,
  input: ClientOnboardingCompleteBody,
): Promise<ClientOnboardingState> {
  const body = ZClientOnboardingCompleteBody.parse(input);
  const current = await getClientOnboarding(db, access);
  let company = current.company;
  if (body.company) {
    const checked = onboardingCompanySchema(current.flags).safeParse(body.company);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Please check the company details.', {
        field: String(issue?.path[0] ?? 'company'),
      });
    }
    company = checked.data;
  }
  await db
    .update(clients)
    .set({
      onboardingCompleted: true,
      onboarding: { goals: body.goals ?? current.goals, company },
      lastModified: new Date(),
    })
    .where(eq(clients.id, access.clientId));
  return getClientOnboarding(db, access);
}
