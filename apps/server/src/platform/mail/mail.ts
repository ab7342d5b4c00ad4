import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { boundedQueue, QueueFull } from '../work/bounded-queue.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail; one with a `cid` is an inline image the HTML shows as `cid:…`. */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe of a mail a member may turn off, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** The Content-ID an inline image is named by in the HTML (`<img src="cid:…">`). */
  cid?: string;
}

/**
 * A mail that could not be handed on (SMTP refused or unreachable, the outbox folder not
 * writable). Where the mail is the point of the call (a code), the call answers 503; where it only
 * tells of something already done, `sendQuietly` logs it instead.
 */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('mail could not be sent', { cause });
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/**
 * E-mail: with SMTP_URL, nodemailer over SMTP; otherwise the outbox, which writes each message as
 * an .eml file under DATA_DIR/mail and logs one line (to, subject) so a local user can read codes.
 */
export function createMailer(options: {
  smtpUrl: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const mailer = options.smtpUrl ? smtpMailer(options) : outboxMailer(options);
  return {
    kind: mailer.kind,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
  };
}

/**
 * nodemailer is loaded and its transport made on the first mail, not at start: most starts send
 * none (ADR 0055). A failed load is not kept, so the next mail tries again.
 */
function lazyTransport(make: (sdk: typeof nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(
      (m) => make(m.default),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    );
    return transport;
  };
}

function smtpMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = lazyTransport((sdk) => sdk.createTransport(options.smtpUrl));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transport()).sendMail({ from: options.from, textEncoding: 'quoted-printable', ...mail });
      options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    },
  };
}

function outboxMailer(options: { from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const outbox = path.join(options.dataDir, 'mail');
  const composer = lazyTransport((sdk) =>
    sdk.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'outbox',
    async send(mail) {
      // Quoted-printable keeps codes and links readable in the .eml file (base64 would hide them).
      const info = await (await composer()).sendMail({
        from: options.from,
        textEncoding: 'quoted-printable',
        ...mail,
      });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}

/**
 * Sends a mail whose failure must not change the answer: a notice of something already done, or
 * a mail whose failure would tell a caller whether an account exists. The failure is logged.
 */
export async function sendQuietly(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  mail: Mail,
): Promise<void> {
  await sendAll(deps, [mail]);
}

/**
 * Sends mails after the data they tell of is stored. A failure is logged, not thrown: the data is
 * already saved (staff see it in the back office), and an error would only make people resend.
 */
export async function sendAll(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  mails: Mail[],
): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, subject: mails[i]?.subject }, 'mail could not be sent');
    }
  }
}

/**
 * Mails made and sent after the answer (ADR 0081): a call whose answer must not tell whether an
 * account exists hands its mail here, with the work that makes it (a reset token), so that work,
 * rendering and sending never lengthen that answer. At most `concurrency` mails are made and sent
 * at once and at most `maxWaiting` wait; past that a mail is dropped and logged like a failed one
 * (the caller's answer never depended on it). A failure is logged as `sendQuietly` logs it.
 * `idle()` waits for every mail handed in so far: the app's close (SIGTERM) waits for it.
 */
export interface MailQueue {
  enqueue(make: () => Mail | Promise<Mail>): void;
  idle(): Promise<void>;
}

export function createMailQueue(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  options: { concurrency?: number; maxWaiting?: number } = {},
): MailQueue {
  const queue = boundedQueue({
    concurrency: options.concurrency ?? 2,
    maxWaiting: options.maxWaiting ?? 1000,
  });
  let pending = 0;
  let idleWaiters: (() => void)[] = [];

  const sendOne = async (make: () => Mail | Promise<Mail>) => {
    // A turn later, so the answer that queued the mail is written first.
    await new Promise((resolve) => setImmediate(resolve));
    let mail: Mail | undefined;
    try {
      mail = await make();
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err, subject: mail?.subject }, 'mail could not be sent');
    }
  };
  const done = () => {
    pending -= 1;
    if (pending > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  return {
    enqueue(make) {
      pending += 1;
      queue
        .run(() => sendOne(make))
        .catch((err: unknown) => {
          const full = err instanceof QueueFull;
          deps.log.error(
            full ? { waiting: queue.stats().waiting } : { err },
            full ? 'mail could not be sent: the mail queue is full' : 'mail could not be sent',
          );
        })
        .finally(done);
    },
    idle() {
      if (pending === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
