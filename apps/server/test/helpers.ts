import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/** Solves a real captcha challenge from the server, as the widget does, and returns the payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey } as never);
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Mails written to the outbox, newest last. */
export function outbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
      return { file: name, to: header('To'), subject: header('Subject'), text: decoded };
    });
}

/** A mail's text with its UTF-8 read back (the outbox undoes quoted-printable byte by byte). */
export const utf8Text = (mail: OutboxMail | undefined) =>
  Buffer.from(mail?.text ?? '', 'latin1').toString('utf8');

export function lastMailTo(dataDir: string, to: string): OutboxMail | undefined {
  return outbox(dataDir)
    .filter((m) => m.to.includes(to))
    .at(-1);
}

/**
 * The mails to `to` once there are at least `count`: a reset link is made and sent after the
 * answer (ADR 0081), so a test waits for it to arrive instead of reading the outbox at once.
 */
export async function waitForMailsTo(dataDir: string, to: string, count = 1): Promise<OutboxMail[]> {
  // A plain poll, not vi.waitFor: bench/fuzz.ts loads this file outside vitest.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = outbox(dataDir).filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${to} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const codeIn = (mail: OutboxMail | undefined) =>
  /\b(\d{6})\b/.exec(mail?.text.split('\n\n').slice(1).join('\n') ?? '')?.[1];
