import type { Locale } from '@logoya/core';
import type { Mail } from './mail.ts';

export interface MailField {
  label: string;
  value: string | null | undefined;
}

export interface MailContent {
  to: string;
  subject: string;
  lang: Locale;
  intro: string[];
  /** Labelled values (user input included); multi-line values keep their line breaks. */
  fields?: MailField[];
  outro?: string[];
  /**
   * Pictures shown in the HTML part under the fields, sent as inline attachments (CID), so a mail
   * client shows them without fetching anything or signing in.
   */
  pictures?: MailPicture[];
  /** Extra headers, passed on as they are (header values are the code's, never user input). */
  headers?: Record<string, string>;
}

export interface MailPicture {
  /** A Content-ID: letters, digits and `.-@` only. */
  cid: string;
  filename: string;
  png: Buffer;
  alt: string;
  /** Shown width, px. */
  width: number;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A header must stay on one line, whatever a sender typed into the fields it quotes. */
export const oneLine = (s: string, max = 120) => {
  const flat = s.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
};

const EMPTY = '—';

/**
 * Plain text and HTML of one mail, in the accounts mails' style. Every value is escaped in the
 * HTML part: names and messages come straight from a web form.
 */
export function renderMail(content: MailContent): Mail {
  const fields = content.fields ?? [];
  const outro = content.outro ?? [];
  const valueText = (v: MailField['value']) => (v?.trim() ? v : EMPTY);

  const textFields = fields.map(({ label, value }) => {
    const v = valueText(value);
    return v.includes('\n') ? `${label}:\n${v}` : `${label}: ${v}`;
  });
  const text = `${[...content.intro, ...(textFields.length ? [textFields.join('\n')] : []), ...outro].join('\n\n')}\n\nLogoya\n`;

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const table = fields.length
    ? `<table style="border-collapse:collapse">${fields
        .map(
          ({ label, value }) =>
            `<tr><th style="${cell};color:#4b5563;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(valueText(value)).replace(/\r?\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const pictures = (content.pictures ?? []).filter((p) => /^[A-Za-z0-9.@-]{1,100}$/.test(p.cid));
  const images = pictures
    .map(
      (p) =>
        `<p><img src="cid:${p.cid}" alt="${escapeHtml(p.alt)}" width="${Math.round(p.width)}" style="display:block;max-width:100%;height:auto;border:1px solid #e5e7eb;border-radius:8px"></p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${content.lang}"><body style="font-family:sans-serif;color:#1f2937">${paragraphs(content.intro)}${table}${images}${paragraphs(outro)}<p style="color:#6b7280">Logoya</p></body></html>`;

  const mail: Mail = { to: content.to, subject: oneLine(content.subject, 200), text, html };
  if (content.headers) mail.headers = content.headers;
  if (pictures.length > 0) {
    mail.attachments = pictures.map((p) => ({
      filename: p.filename,
      content: p.png,
      contentType: 'image/png',
      cid: p.cid,
    }));
  }
  return mail;
}
