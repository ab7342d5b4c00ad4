import { msg } from '@logoya/core/messages/catalog';
import { z } from 'zod';

const file = z.custom<File | null>((value) => value === null || value instanceof File);

/** The import form: the CSV is required; the zip and the check-only flag are optional. */
export const importFormSchema = z.object({
  csv: file.refine((value) => value !== null, { message: msg('csv_file_required') }),
  images: file,
  dry_run: z.boolean(),
});

export type ImportFormInput = z.input<typeof importFormSchema>;
export type ImportFormValues = z.output<typeof importFormSchema>;
