import { type Region, WORKSPACE_EVENT_LABELS, type WorkspaceEventType } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../platform/tenancy/index.js';

/**
 * The last attempt to deliver an event failed: every email of the workspace hears of it (spec 002
 * §4.10), with the reason and the way to the Events page, where it can be replayed.
 */
export async function tellMembersOfFailedDelivery(
  deps: { regions: Regions; mailer: Mailer; config: TenancyConfig; log?: FastifyBaseLogger | undefined },
  region: Region,
  delivery: {
    id: string;
    workspaceUid: string;
    type: WorkspaceEventType;
    endpoint: string;
    attempts: number;
    lastError: string | null;
  },
): Promise<void> {
  const members = await deps.regions
    .db(region)
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, delivery.workspaceUid));
  const label = WORKSPACE_EVENT_LABELS[delivery.type];
  const link = dashboardLink(productTenant(deps.config), '/events');
  const mail = {
    subject: `Event delivery failed: ${label}`,
    text:
      `The "${label}" event could not be delivered to ${delivery.endpoint} after ${delivery.attempts} attempts.\n\n` +
      `Last problem: ${delivery.lastError ?? 'unknown'}\n\n` +
      `You can see it and send it again on the Events page: ${link}\n`,
  };
  for (const member of members) {
    try {
      await deps.mailer.send({ to: member.email, ...mail });
    } catch (error) {
      // The delivery log still shows the failure on the Events page.
      deps.log?.warn({ err: error, deliveryId: delivery.id }, 'event failure email could not be sent');
    }
  }
}
