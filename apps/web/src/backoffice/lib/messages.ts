import { type FieldKey, messageCatalogs, translateMessage } from '@logoya/core/messages/catalog';
import { fmt, ja } from '../i18n/ja.ts';

const PREFIX = 'msg:';

function fieldLabel(field: string): string {
  const own = ja.fields as Record<string, string>;
  return own[field] ?? messageCatalogs.ja.fields[field as FieldKey] ?? field;
}

/**
 * Turns a contract's message code into the back office's Japanese. The shared catalog is used,
 * except that "required" reads as the back office's '{field}は必須入力です。' (SPEC §5) and field
 * names use the back office's labels. Plain server messages pass through unchanged.
 */
export function boMessage(message: string | undefined): string | undefined {
  if (!message?.startsWith(PREFIX)) return message;
  const [key, query] = message.slice(PREFIX.length).split('?') as [string, string | undefined];
  const params = new URLSearchParams(query ?? '');
  const field = params.get('field');
  if (key === 'required' && field) return fmt(ja.validation.required, { field: fieldLabel(field) });
  if (field) {
    // Re-translate with the back office's field label instead of the shop's.
    const text = translateMessage(message, 'ja');
    const shopLabel = messageCatalogs.ja.fields[field as FieldKey];
    return shopLabel ? text.replace(shopLabel, fieldLabel(field)) : text;
  }
  return translateMessage(message, 'ja');
}
