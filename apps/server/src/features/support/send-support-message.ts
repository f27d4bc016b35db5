import { SUPPORT_TEXTS, type SupportMessageBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SessionAccount } from '../../platform/auth/sessions.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';

export interface SupportDeps {
  regions: Regions;
  mailer: Mailer;
  config: Pick<Config, 'mail'>;
}

/**
 * A member's message from the Support page, emailed to the platform's support address (SUPPORT_EMAIL)
 * in plain text. It names the member, the workspace and its region, so support can find them, and
 * replies go straight to the member.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  access: WorkspaceAccess,
  account: SessionAccount,
  body: SupportMessageBody,
): Promise<void> {
  const [workspace] = await deps.regions
    .db(access.region)
    .select({ name: workspaces.workspaceName })
    .from(workspaces)
    .where(eq(workspaces.uid, access.uid));
  if (!workspace) throw notFound('Workspace not found.');
  const text = [
    `From: ${account.name} <${account.email}>`,
    `Workspace: ${workspace.name}`,
    `Workspace ID: ${access.uid}`,
    `Region: ${access.region}`,
    `Role: ${access.role}`,
    '',
    `Subject: ${body.subject}`,
    '',
    body.message,
  ].join('\n');
  try {
    await deps.mailer.send({
      to: deps.config.mail.supportTo,
      subject: `Support: ${body.subject}`,
      text,
      replyTo: account.email,
    });
  } catch (error) {
    // The mailer logged what the mail server said; the member is told in plain words.
    throw new AppError('UNAVAILABLE', SUPPORT_TEXTS.failed, { cause: error });
  }
}
