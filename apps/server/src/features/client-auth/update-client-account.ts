import { CLIENT_EMAIL_TAKEN_MESSAGE, type ClientAccountBody, type ClientSelf } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { clientEmailTaken, toClientSelf } from '../clients/index.js';

/** The Account drawer's Save: the edited name and email merged into the client's record. */
export async function updateClientAccount(
  regions: Regions,
  access: ClientAccess,
  body: ClientAccountBody,
): Promise<ClientSelf> {
  if (body.email && (await clientEmailTaken(regions, access.region, body.email, access.clientId))) {
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  try {
    const [row] = await regions
      .db(access.region)
      .update(clients)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        lastModified: new Date(),
      })
      .where(eq(clients.id, access.clientId))
      .returning();
    if (!row) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
    return toClientSelf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
    throw error;
  }
}
