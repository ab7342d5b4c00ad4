/** Day values for the contract fuzzer (ADR 0075): edges, the window, and which fields are dates. */

/**
 * Days at the edges (ADR 0075): the first and last a date can have, the window's ends and the days
 * just outside it, days that do not exist, and the expanded-year forms of the day after
 * 9999-12-31 (`+010000-01` sorts before `9999-12-31`). Picked for every date field, so two of them
 * make far spans (0001-01-01 to 9999-12-31) and reversed spans (2099-12-31 to 2000-01-01).
 */
export const EDGE_DATES: readonly string[] = [
  '0001-01-01',
  '9999-12-31',
  '9999-12-02',
  '0000-01-01',
  '1969-12-31',
  '1970-01-01',
  '1999-12-31',
  '2000-01-01',
  '2099-12-31',
  '2100-01-01',
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '2026-13-01',
  '2026-00-00',
  '+010000-01-01',
  '+010000-01',
  '-000001-01-01',
  '10000-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '20260101',
];

/** Real days inside the window, its ends included, so that date fields also reach past validation. */
export const WINDOW_DATES: readonly string[] = [
  '2000-01-01',
  '2025-01-10',
  '2026-01-01',
  '2026-03-10',
  '2099-12-31',
];

/** A date field: declared `format: date` (dayParam), or named like one. */
export const isDateField = (field: string, format?: string): boolean =>
  format === 'date' || /(^|_)(date|day|from|to|since|until)(_|$)/i.test(field);
