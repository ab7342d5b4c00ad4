/**
 * The first letter of a message in upper case when the message starts with a plain lower-case
 * word, as 'update completed' (SPEC §8) does; anything else is left as written. A message that
 * starts with what someone typed, such as an e-mail address ('kenji@example.test に…'), keeps it
 * exactly, which CSS `::first-letter` cannot tell apart (ADR 0088). Texts without case (ja) are
 * unchanged.
 */
export function sentenceCase(text: string): string {
  // A word of letters, then only closing punctuation before a space or the end.
  const match = /^(\p{Ll})\p{L}*[.,!?:;…]*(?:\s|$)/u.exec(text);
  if (!match?.[1]) return text;
  return match[1].toLocaleUpperCase() + text.slice(match[1].length);
}
