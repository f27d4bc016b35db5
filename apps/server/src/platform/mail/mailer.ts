import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../db/regions.js';
import { mailOutbox } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, when not to the sender (a member's own address). Sent over SMTP, not kept in the outbox. */
  replyTo?: string;
  /** Who the mail is sent as; unset: MAIL_FROM. An agency's verified email domain gives one (`agencySender`). */
  sender?: MailSender | undefined;
  /** Files sent along over SMTP; the outbox keeps the text only, so name them in it. */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** A sender of its own: the address mail goes out from and the DKIM key its domain publishes. */
export interface MailSender {
  from: { name?: string; address: string };
  dkim: { domainName: string; keySelector: string; privateKey: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Every message is recorded in the outbox first. With SMTP_URL it is then sent over SMTP;
 * without it (the embedded default) the outbox and the log are the delivery, readable at /dev/mailbox.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  return {
    async send({ sender, replyTo, attachments, ...mail }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...mail,
          from: sender?.from.address ?? null,
          html: mail.html ?? null,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mailId: row?.id, to: mail.to, subject: mail.subject }, `mail (outbox):\n${mail.text}`);
        return;
      }
      try {
        // nodemailer signs the message with the sender's key as it goes out.
        await transport.sendMail({
          from: sender?.from ?? config.mail.from,
          ...mail,
          ...(replyTo ? { replyTo } : {}),
          ...(attachments?.length ? { attachments } : {}),
          ...(sender ? { dkim: sender.dkim } : {}),
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row!.id));
        log.error({ err: error, mailId: row?.id, to: mail.to }, 'mail could not be sent over SMTP');
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
