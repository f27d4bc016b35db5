import {
  type AgencyClientSettings,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  CLIENT_FALLBACK_ACCESS,
  type Client,
  type ClientCreateBody,
  clientLimitMessage,
  clientSeatsOf,
  ORG_NOT_FOUND_MESSAGE,
} from '@agent-platform/core';
import { and, count, eq, ne } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { orgs, workspaces } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { getAgencyClientSettings } from '../agencies/index.js';
import { checkClientAgents } from './check-client-agents.js';
import { checkClientPages } from './check-client-pages.js';
import { clientEmailTaken } from './client-email-taken.js';
import { newDashboardPassword } from './dashboard-password.js';
import { clients } from './schema.js';
import { toClient } from './to-client.js';

/** Spec 002 §3.8: a client id is 15 random characters. */
const CLIENT_ID_LENGTH = 15;

/**
 * Adds a client user to one of the agency's organisations with a new dashboard password. What the
 * owner left out comes from the organisation's defaults (access falling back to Conversations,
 * spec 002 §6) and the agency's defaults for new clients.
 */
export async function createClient(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  orgId: string,
  body: ClientCreateBody,
): Promise<Client> {
  const db = regions.db(access.region);
  if (await clientEmailTaken(regions, access.region, body.email))
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  if (body.widgetIDs) await checkClientAgents(db, access.uid, body.widgetIDs);
  if (body.canAccess) await checkClientPages(db, access.uid, body.canAccess);
  const agency = await getAgencyClientSettings(db, access.uid);
  const password = await newDashboardPassword(box);

  try {
    return await db.transaction(async (tx) => {
      // Shared lock: the organisation cannot be deleted while its new client is written.
      const [org] = await tx
        .select()
        .from(orgs)
        .where(and(eq(orgs.id, orgId), eq(orgs.workspaceUid, access.uid), ne(orgs.id, access.uid)))
        .for('share');
      if (!org) throw notFound(ORG_NOT_FOUND_MESSAGE);
      await requireClientSeat(tx, access.uid);
      const row = await insertClient(tx, access.uid, org, body, agency, password);
      return toClient(box, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
    throw error;
  }
}

/** Spec 002 §3.4: the plan's client seats; the workspace row is locked so two adds cannot both take the last seat. */
async function requireClientSeat(tx: Tx, workspaceUid: string) {
  const [workspace] = await tx
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .for('update');
  const [taken] = await tx.select({ n: count() }).from(clients).where(eq(clients.workspaceUid, workspaceUid));
  const seats = workspace ? clientSeatsOf(workspace.limits) : 0;
  if ((taken?.n ?? 0) >= seats) throw new AppError('PLAN_LIMIT', clientLimitMessage(seats));
}

/**
 * Writes a client of `org` in the caller's transaction: what the body leaves out comes from the
 * organisation's defaults and the agency's. `isNewSignup`: the person signed up on the agency's page.
 */
export async function insertClient(
  tx: Tx,
  workspaceUid: string,
  org: typeof orgs.$inferSelect,
  body: ClientCreateBody,
  agency: AgencyClientSettings,
  password: Awaited<ReturnType<typeof newDashboardPassword>>,
  isNewSignup = false,
) {
  const [row] = await tx
    .insert(clients)
    .values({
      id: randomId(CLIENT_ID_LENGTH),
      orgId: org.id,
      workspaceUid,
      name: body.name,
      email: body.email,
      ...password,
      canAccess:
        body.canAccess ?? (org.defaultClientAccess.length > 0 ? org.defaultClientAccess : [...CLIENT_FALLBACK_ACCESS]),
      clientTabOrder: body.clientTabOrder ?? org.defaultClientTabOrder,
      isAdmin: body.isAdmin ?? false,
      isOrgAdmin: body.isOrgAdmin ?? false,
      allowCreateAgents: body.allowCreateAgents ?? agency.defaultAllowCreateAgents,
      canDelegateChats: body.canDelegateChats ?? agency.defaultCanDelegateChats,
      hideAdvancedSettings: body.hideAdvancedSettings ?? agency.defaultHideAdvancedSettings,
      widgetIDs: body.widgetIDs ?? [],
      notifyThrough: body.notificationsSettings?.notifyThrough ?? 'all',
      notifyIf: body.notificationsSettings?.notifyIf ?? 'all',
      preferredLanguage: body.preferredLanguage ?? org.preferredLanguage,
      isNewSignup,
    })
    .returning();
  if (!row) throw new Error(`client of org ${org.id} was not written`);
  return row;
}
