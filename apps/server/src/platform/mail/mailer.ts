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
    async send(mail) {
      const { replyTo: _replyTo, ...kept } = mail;
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...kept, html: mail.html ?? null, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mailId: row?.id, to: mail.to, subject: mail.subject }, `mail (outbox):\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: config.mail.from, ...mail });
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
