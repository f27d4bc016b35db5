import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { accounts, workspaces } from '../../platform/db/schema/index.js';
import { dnsInstructionsMail } from './dns-instructions-mail.js';
import type { DomainDeps } from './domain-deps.js';
import { dnsRecordsFor } from './domain-records.js';
import { domainTargets } from './domain-targets.js';
import { agencyDomains, dnsReminders } from './schema.js';

export const DNS_REMINDER_QUEUE = 'dns-reminder';
/** A day gives the agency time to add the records itself before it is reminded. */
export const DNS_REMINDER_DELAY_SECONDS = 24 * 3600;

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [DNS_REMINDER_QUEUE]: { reminderId: number };
  }
}

/** Writes the reminder (spec 001 §3 "DNS reminder", sent false) and the job that sends it a day later. */
export async function scheduleDnsReminder(deps: DomainDeps, access: WorkspaceAccess, domain: string) {
  const db = deps.regions.db(access.region);
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, access.uid));
  if (!workspace) return;
  const userEmail =
    access.principal.kind === 'user' ? access.principal.account.email : await ownerEmail(deps, workspace.ownerId);
  if (!userEmail) return;
  const [reminder] = await db
    .insert(dnsReminders)
    .values({ domain, workspaceUid: access.uid, agencyName: workspace.workspaceName, userEmail })
    .returning({ id: dnsReminders.id });
  await deps.jobs.enqueue(
    access.region,
    DNS_REMINDER_QUEUE,
    { reminderId: reminder!.id },
    { startAfterSeconds: DNS_REMINDER_DELAY_SECONDS },
  );
}

/** Sends a due reminder, unless the domain was verified, replaced or removed since. */
export async function sendDnsReminder(deps: DomainDeps, region: Region, { reminderId }: { reminderId: number }) {
  const db = deps.regions.db(region);
  const [reminder] = await db
    .select()
    .from(dnsReminders)
    .where(and(eq(dnsReminders.id, reminderId), eq(dnsReminders.sent, false)));
  if (!reminder) return;
  const [domain] = await db
    .select()
    .from(agencyDomains)
    .where(and(eq(agencyDomains.workspaceUid, reminder.workspaceUid), eq(agencyDomains.domain, reminder.domain)));
  if (domain?.status !== 'pending') return;
  const intro = `${reminder.agencyName}: ${reminder.domain} is not verified yet. Its DNS records are still missing.`;
  await deps.mailer.send(
    dnsInstructionsMail(reminder.userEmail, reminder.domain, dnsRecordsFor(domain, domainTargets(deps.config)), intro),
  );
  await db.update(dnsReminders).set({ sent: true }).where(eq(dnsReminders.id, reminderId));
}

async function ownerEmail(deps: DomainDeps, ownerId: string) {
  const [owner] = await deps.regions
    .global()
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, ownerId));
  return owner?.email;
}
