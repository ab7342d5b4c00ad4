import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The server's mail outbox as the e2e tests read it: the newest mail to an address, its code and links. */
export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A header with RFC 2047 encoded words. A long text is cut into several words, folded onto new
 * lines; the white space between two encoded words is not part of the text (§6.2), and a cut may
 * fall inside a character, so a run of adjacent words is decoded as one.
 */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/=\?utf-8\?[BQ]\?[^?]*\?=(?:\s*=\?utf-8\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, kind = '', data = '']) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'utf8'),
      ),
    ).toString('utf8'),
  );
}

/** The text/plain part of an .eml as the outbox writes it (single part or multipart/alternative). */
function parseEml(raw: string): { to: string; subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  let part = { headers, body };
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`)) {
      const [partHead = '', ...partBody] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      if (/content-type:\s*text\/plain/i.test(partHead)) {
        const partHeaders = new Map<string, string>();
        for (const line of partHead.split(/\r?\n/)) {
          const at = line.indexOf(':');
          if (at > 0) partHeaders.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
        }
        part = { headers: partHeaders, body: partBody.join('\n\n') };
        break;
      }
    }
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : part.body;
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
  };
}

/**
 * Waits for the newest mail to an address in the server's outbox (<dataDir>/mail), written at or
 * after `since` (ms since epoch), and returns its subject and plain text.
 */
export async function waitForMail(
  to: string,
  options: { since?: number; timeout?: number } = {},
): Promise<ReadMail> {
  const outbox = path.join(inject('dataDir'), 'mail');
  const deadline = Date.now() + (options.timeout ?? 10_000);
  const since = (options.since ?? 0) - 1000;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const found = files
      .map((name) => ({ file: path.join(outbox, name), mtime: fs.statSync(path.join(outbox, name)).mtimeMs }))
      .filter((f) => f.mtime >= since)
      .sort((a, b) => b.mtime - a.mtime)
      .map((f) => ({ file: f.file, ...parseEml(fs.readFileSync(f.file, 'utf8')) }))
      .find((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in the outbox.`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The 6-digit code in a mail. */
export function codeIn(mail: ReadMail): string {
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}".`);
  return code;
}

/** The first link in a mail whose path contains `part`, as a path and query for this server. */
export function linkIn(mail: ReadMail, part: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  if (!url) throw new Error(`No link with ${part} in the mail "${mail.subject}".`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
