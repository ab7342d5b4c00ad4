import { z } from 'zod';

/** An absolute URL setting; `what` completes "must be …" in its error. */
export const url = (what: string) =>
  z
    .string()
    .trim()
    .url({ message: `must be ${what}` });

/**
 * A whole-number setting from the environment: "must be a whole number of `unit`" when it is not
 * one, "must be at least `min`" and "must be at most `max``maxNote`" outside its range.
 */
export function wholeNumber(unit: string | null, range: { min?: number; max: number; maxNote?: string }) {
  const atMost = `must be at most ${range.max}${range.maxNote ?? ''}`;
  const int = z.number().int();
  return z
    .string()
    .regex(/^\d+$/, unit ? `must be a whole number of ${unit}` : 'must be a whole number')
    .transform(Number)
    .pipe(
      range.min === undefined
        ? int.max(range.max, atMost)
        : int.min(range.min, `must be at least ${range.min}`).max(range.max, atMost),
    );
}
