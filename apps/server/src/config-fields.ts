import { z } from 'zod';

/** An absolute URL setting; `what` completes "must be …" in its error. */
export const url = (what: string) =>
  z
    .string()
    .trim()
    .url({ message: `must be ${what}` });
