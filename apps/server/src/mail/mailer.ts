import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import { storeInOutbox } from './outbox.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, logged in outbox mode so a local user can follow it. */
  link: string;
  /** Extra headers, such as List-Unsubscribe for a digest. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Sends by SMTP when SMTP_URL is set (nodemailer speaks the protocol, STARTTLS when offered). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
      });
    },
  };
}

/** Without SMTP, mail is stored in the mail_outbox table and its link is printed in the server log. */
export function outboxMailer(db: Queryable, logger: FastifyBaseLogger): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await storeInOutbox(db, message.to, message.subject, message.text);
      logger.info(`Mail to ${message.to} kept in the outbox (no SMTP_URL): "${message.subject}" — ${message.link}`);
    },
  };
}
