import { LOGO_STATE } from '@logoya/core/constants';
import type { catalogAreasJa } from '../../i18n/catalog-areas.ts';
import { boT } from '../../i18n/i18n.ts';

type StateKey = keyof typeof LOGO_STATE;
type FieldKey = keyof typeof catalogAreasJa.logs.fieldNames;

const STATE_KEYS = new Map(
  Object.entries(LOGO_STATE).map(([key, value]) => [String(value), key as StateKey]),
);

/** The Japanese name of a logged field; a field this screen does not know shows as it is stored. */
export function fieldName(field: string): string {
  const name = boT(`logs.fieldNames.${field as FieldKey}`, { defaultValue: '' });
  return name || field;
}

/**
 * A logged value as staff read it: states by their label (SPEC §4), a designer by name with the
 * id beside it (the server's label; issue 24), nothing as （なし）.
 */
export function valueText(field: string, value: string | null, label: string | null = null): string {
  if (value === null || value === '') return boT('logs.empty');
  if (label) return boT('logs.named', { name: label, id: value });
  if (field === 'designer_id') return boT('logs.unknownUser', { id: value });
  const state = field === 'state' ? STATE_KEYS.get(value) : undefined;
  return state ? boT(`logs.states.${state}`) : value;
}
