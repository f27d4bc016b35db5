import {
  CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES,
  CLIENT_FEEDBACK_UNAVAILABLE_MESSAGE,
  type ClientFeedbackBody,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts, clients, orgs, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { agencySender } from '../email-domains/index.js';
import { findClientAgency } from './find-client-agency.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The Feedback drawer's Submit: mailed to the agency's support address (its owner's when it set
 * none) from its verified email domain, the client's address to reply to. Spec 001 §8 says
 * 'Feedback sent!' even if sending fails, so a failed send is logged, not answered.
 */
export async function sendClientFeedback(
  deps: { regions: Regions; secretBox: SecretBox; mailer: Mailer; log: FastifyBaseLogger },
  access: ClientAccess,
  body: ClientFeedbackBody,
) {
  const sender = await agencySender(deps, access.region, access.workspaceUid);
  if (!sender) throw new AppError('FORBIDDEN', CLIENT_FEEDBACK_UNAVAILABLE_MESSAGE);
  const attachments = body.attachments.map((file, i) => {
    const content = BASE64.test(file.content) ? Buffer.from(file.content, 'base64') : undefined;
    if (!content) {
      throw new AppError('VALIDATION_FAILED', `${file.name} could not be read. Please attach it again.`, {
        field: `attachments.${i}.content`,
      });
    }
    if (content.length > CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES) {
      throw new AppError('VALIDATION_FAILED', 'An attachment can be at most 2 MB.', {
        field: `attachments.${i}.content`,
      });
    }
    return { filename: file.name, content, contentType: file.contentType || 'application/octet-stream' };
  });
  const db = deps.regions.db(access.region);
  const [[who], agency] = await Promise.all([
    db
      .select({ name: clients.name, email: clients.email, orgName: orgs.name, ownerId: workspaces.ownerId })
      .from(clients)
      .innerJoin(orgs, eq(orgs.id, clients.orgId))
      .innerJoin(workspaces, eq(workspaces.uid, clients.workspaceUid))
      .where(eq(clients.id, access.clientId)),
    findClientAgency(db, access.workspaceUid),
  ]);
  if (!who) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  const to = agency.document.supportEmail || (await ownerEmail(deps.regions, who.ownerId));
  const listed = attachments.map((file) => `- ${file.filename} (${Math.ceil(file.content.length / 1024)} KB)`);
  try {
    await deps.mailer.send({
      to,
      subject: `Feedback from ${who.name} (${who.orgName})`,
      text: [
        `${who.name} <${who.email}> of ${who.orgName} sent feedback from the ${agency.name} dashboard:`,
        '',
        body.message,
        ...(listed.length ? ['', 'Attachments:', ...listed] : []),
      ].join('\n'),
      replyTo: who.email,
      sender,
      attachments,
    });
  } catch (error) {
    deps.log.error({ err: error, clientId: access.clientId }, 'client feedback could not be sent');
  }
}

async function ownerEmail(regions: Regions, ownerId: string) {
  const [owner] = await regions
    .global()
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, ownerId));
  if (!owner) throw new Error(`the owner ${ownerId} of a client's agency has no account`);
  return owner.email;
}
