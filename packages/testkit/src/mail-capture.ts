import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linkIn } from './mail-links.js';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The decoded subject. */
  subject: string;
  /** The plain-text body (mailparser's text of the HTML one when there is no plain text). */
  text: string;
  /** A header's value as written (folded lines joined), or undefined. */
  header(name: string): string | undefined;
}

export interface MailCapture {
  /** The SMTP_URL to give the server. */
  url: string;
  mails: CapturedMail[];
  /** Waits for a mail to `address` holding a link to `pathname` (e.g. "/register"); gives the newest such link. */
  waitForLink(address: string, pathname: string, timeoutMs?: number): Promise<URL>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives — or, with `refuse`, answers every
 * recipient with 550, as a server that will not take the mail does.
 */
export async function startMailCapture(options: { refuse?: boolean } = {}): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuse) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        simpleParser(raw).then(
          (parsed) => {
            mails.push({ from, to, raw, ...readable(parsed) });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForLink(address, pathname, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const link = newestLink(mails, address.toLowerCase(), pathname);
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No mail to ${address} with a ${pathname} link within ${timeoutMs} ms (${mails.length} mails captured)`,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readable(parsed: ParsedMail): Pick<CapturedMail, 'subject' | 'text' | 'header'> {
  const lines = new Map(parsed.headerLines.map(({ key, line }) => [key, line]));
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    header(name) {
      const line = lines.get(name.toLowerCase());
      return line
        ?.slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    },
  };
}

function newestLink(mails: readonly CapturedMail[], address: string, pathname: string): URL | undefined {
  for (const mail of [...mails].reverse()) {
    if (!mail.to.includes(address)) continue;
    try {
      return linkIn(mail.text, pathname);
    } catch {
      // a mail to the same address without that link
    }
  }
  return undefined;
}
