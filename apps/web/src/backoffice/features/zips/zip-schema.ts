import { MAX_ID } from '@logoya/core/constants';
import { msg } from '@logoya/core/messages/catalog';
import { z } from 'zod';
import type { EditMode } from '../../lib/edit-record.ts';

const logoRequired = msg('zip_logo_required');
const fileRequired = msg('zip_file_required');

/**
 * The zip form (SPEC §5): logo_id and file are required, each with the spec's message; on edit the
 * file may stay as it is. The file's content is checked by the server (a real zip, its size, no
 * unsafe names), whose refusals land on the file field.
 */
export function zipFormSchema(mode: EditMode) {
  const file = z.custom<File | null>((value) => value === null || value instanceof File, {
    message: fileRequired,
  });
  return z.object({
    logo_id: z
      .number({ message: logoRequired })
      .int({ message: msg('zip_logo_invalid') })
      .min(1, { message: logoRequired })
      .max(MAX_ID, { message: msg('zip_logo_invalid') }),
    file: mode === 'create' ? file.refine((value) => value !== null, { message: fileRequired }) : file,
  });
}

export type ZipFormValues = z.output<ReturnType<typeof zipFormSchema>>;
