import { type FieldKey, messageCatalogs, translateMessage } from '@logoya/core/messages/catalog';
import { i18n } from '../../shared/i18n/i18n.ts';
import { BACKOFFICE_NS, boT } from '../i18n/i18n.ts';

const PREFIX = 'msg:';

function fieldLabel(field: string): string {
  const own = i18n.getResource('ja', BACKOFFICE_NS, `fields.${field}`) as unknown;
  return typeof own === 'string' ? own : (messageCatalogs.ja.fields[field as FieldKey] ?? field);
}

/**
 * Turns a contract's message code into the back office's Japanese: the form kit's translation
 * for back-office forms (FormMessagesProvider in the root). The shared catalog is used, except that
 * "required" reads as the back office's '{field}は必須入力です。' (SPEC §5) and field names use the
 * back office's labels (`fields` of the namespace). Plain server messages pass through unchanged.
 */
export function boMessage(message: string): string {
  if (!message.startsWith(PREFIX)) return message;
  const [key, query] = message.slice(PREFIX.length).split('?') as [string, string | undefined];
  const field = new URLSearchParams(query ?? '').get('field');
  if (key === 'required' && field) return boT('validation.required', { field: fieldLabel(field) });
  const text = translateMessage(message, 'ja');
  if (!field) return text;
  // Re-translated with the back office's field label instead of the shop's.
  const shopLabel = messageCatalogs.ja.fields[field as FieldKey];
  return shopLabel ? text.replace(shopLabel, fieldLabel(field)) : text;
}
