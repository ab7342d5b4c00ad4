import {
  type FieldKey,
  LOGO_CSV_COLUMNS,
  LOGO_CSV_IMAGE_NAME_MAX,
  type LogoCsvColumn,
  logoBasicFields,
  logoKeywordsBody,
  MAX_ID,
  MAX_LOGO_CATEGORY_IDS,
  msg,
} from '@logoya/core';
import type { z } from 'zod';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import {
  joinKeywords,
  joinList,
  type KeywordNames,
  restoreCell,
  splitKeywords,
  splitList,
} from './logo-csv-format.ts';

/**
 * The meaning of the catalogue CSV's columns (pure): the header, each row checked with the
 * editor's own contract rules, the names a row gives resolved to ids, and a logo as an export
 * row. Errors are message codes keyed by CSV column (`row` for the row as a whole).
 *
 * A column left out of the header leaves that part of an existing logo as it is. A cell that is
 * there is the whole truth for its part (an empty categories cell means none), except the image
 * cells: empty leaves the images as they are, as a CSV cannot carry images itself.
 */

export type Group = 'industries' | 'genres' | 'tastes' | 'alphabets';
const GROUPS: readonly Group[] = ['industries', 'genres', 'tastes', 'alphabets'];

export type HeaderCheck = { ok: true; columns: (LogoCsvColumn | null)[] } | { ok: false; errors: string[] };

const KNOWN = new Set<string>(LOGO_CSV_COLUMNS);

/** The header row: known column names (any case and order); an empty name is a column to skip. */
export function readHeader(cells: readonly string[]): HeaderCheck {
  const errors: string[] = [];
  const seen = new Set<string>();
  const columns = cells.map((raw) => {
    const name = raw.trim().toLowerCase();
    if (name === '') return null;
    // The names are shown as given, through the `field` parameter (unknown field names stay as they are).
    if (!KNOWN.has(name)) errors.push(msg('csv_unknown_column', { field: raw.trim() as FieldKey }));
    else if (seen.has(name)) errors.push(msg('csv_duplicate_column', { field: name as FieldKey }));
    seen.add(name);
    return KNOWN.has(name) ? (name as LogoCsvColumn) : null;
  });
  return errors.length ? { ok: false, errors } : { ok: true, columns };
}

/** A row as read; `undefined` means the column is absent (or, for images and state, empty). */
export interface LogoCsvRow {
  /** The row number a spreadsheet shows (the header is row 1). */
  row: number;
  id: number | null;
  name_ja?: string;
  name_en?: string;
  name_vi?: string;
  explain?: string;
  /** The optional descriptions: a blank cell clears one (the shop then shows the Japanese one). */
  explain_en?: string | null;
  explain_vi?: string | null;
  logo_d_id?: string | null;
  designer_email?: string | null;
  state?: number;
  industries?: string[];
  genres?: string[];
  tastes?: string[];
  alphabets?: string[];
  keywords?: KeywordNames[];
  image_main?: string;
  image_hover?: string;
  images_gallery?: string[];
  /** Texts left blank on an existing logo: fine only where the logo has none either. */
  blank?: BasicColumn[];
}

export type BasicColumn = 'name_ja' | 'name_en' | 'name_vi' | 'explain';

export type RowCheck =
  | { ok: true; row: LogoCsvRow }
  | { ok: false; row: number; id: number | null; errors: FieldErrors };

const BASICS = [
  ['name_ja', 'logo_name'],
  ['name_en', 'logo_name_en'],
  ['name_vi', 'logo_name_vn'],
  ['explain', 'logo_explain'],
] as const;

/** Texts that may stay empty, with the editor's field that checks them. */
const OPTIONAL_TEXTS = [
  ['explain_en', 'logo_explain_en'],
  ['explain_vi', 'logo_explain_vn'],
] as const;

const messagesOf = (error: z.ZodError) => [...new Set(error.issues.map((i) => i.message))];
const unique = (items: string[]) => [...new Set(items)];
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Every row is only a set of blank cells: spreadsheets leave such rows behind. */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Checks one row against the header's columns; every error of the row is reported at once. */
export function readRow(
  columns: readonly (LogoCsvColumn | null)[],
  cells: readonly string[],
  row: number,
): RowCheck {
  const errors: FieldErrors = {};
  const add = (field: string, ...messages: string[]) => {
    errors[field] = unique([...(errors[field] ?? []), ...messages]);
  };
  if (cells.length !== columns.length) {
    add('row', msg('csv_row_cells', { min: cells.length, max: columns.length }));
    return { ok: false, row, id: null, errors };
  }
  const cell = new Map<LogoCsvColumn, string>();
  columns.forEach((c, i) => {
    if (c) cell.set(c, restoreCell(cells[i]!));
  });
  const out: LogoCsvRow = { row, id: null };

  const idText = cell.get('id')?.trim() ?? '';
  if (idText !== '') {
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
    if (id < 1 || id > MAX_ID) add('id', msg('csv_id_invalid'));
    else out.id = id;
  }
  for (const [column, field] of BASICS) {
    const value = cell.get(column);
    if (value === undefined) {
      // A new logo needs all four texts, as in the editor.
      if (idText === '') add(column, msg('logo_value_required'));
      continue;
    }
    // An existing logo may lack a translation (the demo has some): a blank cell keeps it blank,
    // and only erasing a stored text is refused (checked against the logo, logo-csv-write.ts).
    if (idText !== '' && value.trim() === '') {
      out.blank = [...(out.blank ?? []), column];
      continue;
    }
    const parsed = logoBasicFields.shape[field].safeParse(value);
    if (parsed.success) out[column] = parsed.data;
    else add(column, ...messagesOf(parsed.error));
  }
  for (const [column, field] of OPTIONAL_TEXTS) {
    const value = cell.get(column);
    if (value === undefined) continue;
    const parsed = logoBasicFields.shape[field].safeParse(value);
    if (parsed.success) out[column] = parsed.data;
    else add(column, ...messagesOf(parsed.error));
  }
  const ref = cell.get('logo_d_id');
  if (ref !== undefined) {
    const parsed = logoBasicFields.shape.logo_d_id.safeParse(ref);
    if (parsed.success) out.logo_d_id = parsed.data;
    else add('logo_d_id', ...messagesOf(parsed.error));
  }
  const email = cell.get('designer_email')?.trim();
  if (email !== undefined) {
    if (email === '') out.designer_email = null;
    else if (email.length > 255 || !EMAIL.test(email)) add('designer_email', msg('logo_designer_unknown'));
    else out.designer_email = email;
  }
  const state = cell.get('state')?.trim();
  if (state !== undefined && state !== '') {
    if (['0', '2', '7', '8'].includes(state)) out.state = Number(state);
    else add('state', msg('logo_state_invalid'));
  }
  for (const group of GROUPS) {
    const value = cell.get(group);
    if (value === undefined) continue;
    const names = unique(splitList(value));
    if (names.length > MAX_LOGO_CATEGORY_IDS)
      add(group, msg('logo_categories_too_many', { max: MAX_LOGO_CATEGORY_IDS }));
    else out[group] = names;
  }
  const keywords = cell.get('keywords');
  if (keywords !== undefined) {
    const triples = splitKeywords(keywords);
    if (triples.some((parts) => parts.length !== 3)) add('keywords', msg('csv_keyword_format'));
    else {
      const parsed = logoKeywordsBody.safeParse({
        keywords: triples.map(([ja, en, vi]) => ({ ja, en, vi })),
      });
      if (!parsed.success) add('keywords', ...messagesOf(parsed.error));
      else out.keywords = uniqueKeywords(parsed.data.keywords as KeywordNames[]);
    }
  }
  for (const column of ['image_main', 'image_hover'] as const) {
    const value = cell.get(column)?.trim();
    if (!value) continue;
    if (value.length > LOGO_CSV_IMAGE_NAME_MAX)
      add(column, msg('csv_image_name', { max: LOGO_CSV_IMAGE_NAME_MAX }));
    else out[column] = value;
  }
  const gallery = cell.get('images_gallery');
  if (gallery !== undefined) {
    const names = unique(splitList(gallery));
    if (names.some((n) => n.length > LOGO_CSV_IMAGE_NAME_MAX))
      add('images_gallery', msg('csv_image_name', { max: LOGO_CSV_IMAGE_NAME_MAX }));
    else if (names.length > 0) out.images_gallery = names;
  }
  return Object.keys(errors).length ? { ok: false, row, id: out.id, errors } : { ok: true, row: out };
}

/** Keywords repeated in a cell (ignoring case) count once, as the editor reuses one keyword. */
function uniqueKeywords(keywords: KeywordNames[]): KeywordNames[] {
  const seen = new Set<string>();
  return keywords.filter((k) => {
    const key = `${k.ja}\u001f${k.en}\u001f${k.vi}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** key_name (or letter, for alphabets) → id, per group. */
export type ReferenceMaps = Record<Group, Map<string, number>>;

/** The key of a name in ReferenceMaps: key names as stored, letters ignoring case. */
export const referenceKey = (group: Group, name: string) =>
  group === 'alphabets' ? name.toUpperCase() : name;

/** The ids of the names a row gives per group, or the groups with an unknown name. */
export function resolveGroups(
  row: LogoCsvRow,
  maps: ReferenceMaps,
): { ids: Partial<Record<Group, number[]>>; errors: FieldErrors } {
  const ids: Partial<Record<Group, number[]>> = {};
  const errors: FieldErrors = {};
  for (const group of GROUPS) {
    const names = row[group];
    if (!names) continue;
    const found = names.map((n) => maps[group].get(referenceKey(group, n)));
    if (found.some((id) => id === undefined)) {
      errors[group] = [msg(group === 'alphabets' ? 'csv_alphabet_unknown' : 'csv_category_unknown')];
    } else {
      ids[group] = [...new Set(found as number[])].sort((a, b) => a - b);
    }
  }
  return { ids, errors };
}

/** A logo as the export reads it. */
export interface ExportLogo {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  explain: string | null;
  explain_en: string | null;
  explain_vi: string | null;
  designer_ref: string | null;
  designer_email: string | null;
  state: number;
  industries: string[];
  genres: string[];
  tastes: string[];
  alphabets: string[];
  keywords: KeywordNames[];
  /** Storage keys by kind, in the shop's order (the main GIF before its PNG). */
  images: { kind: 'main' | 'hover' | 'gallery'; key: string }[];
}

/** The file name an image has in the CSV: the last part of its storage key. */
export const imageName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** A logo's cells, in the order of LOGO_CSV_COLUMNS. */
export function exportCells(logo: ExportLogo): string[] {
  const of = (kind: 'main' | 'hover' | 'gallery') =>
    logo.images.filter((i) => i.kind === kind).map((i) => imageName(i.key));
  const cells: Record<LogoCsvColumn, string> = {
    id: String(logo.id),
    name_ja: logo.name_ja ?? '',
    name_en: logo.name_en ?? '',
    name_vi: logo.name_vi ?? '',
    explain: logo.explain ?? '',
    explain_en: logo.explain_en ?? '',
    explain_vi: logo.explain_vi ?? '',
    logo_d_id: logo.designer_ref ?? '',
    designer_email: logo.designer_email ?? '',
    state: String(logo.state),
    industries: joinList(logo.industries),
    genres: joinList(logo.genres),
    tastes: joinList(logo.tastes),
    alphabets: joinList(logo.alphabets),
    keywords: joinKeywords(logo.keywords),
    image_main: of('main')[0] ?? '',
    image_hover: of('hover')[0] ?? '',
    images_gallery: joinList(of('gallery')),
  };
  return LOGO_CSV_COLUMNS.map((c) => cells[c]);
}
