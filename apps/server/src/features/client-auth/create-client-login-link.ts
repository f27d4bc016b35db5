import { randomBytes } from 'node:crypto';
import {
  CLIENT_LOGIN_LINK_NO_ADDRESS_MESSAGE,
  CLIENT_LOGIN_LINK_TTL_SECONDS,
  CLIENT_NOT_FOUND_MESSAGE,
  type ClientLoginLink,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { agencyLink, type TenancyConfig } from '../../platform/tenancy/index.js';
import { findAgencyAddress } from '../domains/index.js';
import { issueClientSecret } from './client-secrets.js';

/**
 * A one-time sign-in link for a client (`/?token=`), on the agency's own address: its custom
 * domain once that answers, else its subdomain. Valid 24 hours, once; a new link retires the last.
 */
export async function createClientLoginLink(
  deps: { regions: Regions; config: TenancyConfig },
  access: WorkspaceAccess,
  clientId: string,
): Promise<ClientLoginLink> {
  const db = deps.regions.db(access.region);
  const [client] = await db
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceUid, access.uid)));
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  const domain = await findAgencyAddress(db, access.uid);
  if (!domain) throw new AppError('NO_AGENCY_ADDRESS', CLIENT_LOGIN_LINK_NO_ADDRESS_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  await issueClientSecret(
    db,
    { workspaceUid: access.uid, email: client.email, clientId: client.id },
    'login_link',
    token,
    CLIENT_LOGIN_LINK_TTL_SECONDS,
  );
  return {
    url: agencyLink(deps.config, domain, `/?token=${token}`),
    expiresAt: new Date(Date.now() + CLIENT_LOGIN_LINK_TTL_SECONDS * 1000).toISOString(),
  };
}
