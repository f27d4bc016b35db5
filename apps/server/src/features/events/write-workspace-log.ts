import type { WorkspaceLog, WriteLogBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceLogs, workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../platform/tenancy/index.js';
import { toWorkspaceLog } from './to-workspace-log.js';

const LOG_ID_LENGTH = 20;

/**
 * `POST /workspace/{userId}/logs` (spec 002 §7.6): a log of the workspace, read on the Events
 * page; with `withEmail`, the workspace's members are emailed it too.
 */
export async function writeWorkspaceLog(
  deps: { regions: Regions; mailer: Mailer; config: TenancyConfig; log?: FastifyBaseLogger | undefined },
  access: WorkspaceAccess,
  body: WriteLogBody,
): Promise<WorkspaceLog> {
  const db = deps.regions.db(access.region);
  const [row] = await db
    .insert(workspaceLogs)
    .values({
      id: randomId(LOG_ID_LENGTH),
      workspaceUid: access.uid,
      type: body.type,
      content: body.content,
      agentId: body.agentId ?? null,
      channel: body.channel ?? null,
      metadata: body.metadata ?? null,
      withEmail: body.withEmail ?? false,
    })
    .returning();
  const log = toWorkspaceLog(row!);
  if (log.withEmail) await emailLog(deps, access, log);
  return log;
}

async function emailLog(
  deps: { regions: Regions; mailer: Mailer; config: TenancyConfig; log?: FastifyBaseLogger | undefined },
  access: WorkspaceAccess,
  log: WorkspaceLog,
) {
  const db = deps.regions.db(access.region);
  const [workspace] = await db
    .select({ name: workspaces.workspaceName })
    .from(workspaces)
    .where(eq(workspaces.uid, access.uid));
  const members = await db
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, access.uid));
  const link = dashboardLink(productTenant(deps.config), '/events');
  for (const member of members) {
    try {
      await deps.mailer.send({
        to: member.email,
        subject: `${workspace?.name ?? 'Your workspace'}: ${log.type}`,
        text: `${log.content}\n\nSee the workspace's logs on the Events page: ${link}\n`,
      });
    } catch (error) {
      // The log is stored and shown on the Events page whatever the email does.
      deps.log?.warn({ err: error, logId: log.id }, 'log email could not be sent');
    }
  }
}
