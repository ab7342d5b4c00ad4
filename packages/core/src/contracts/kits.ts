import { z } from 'zod';
import { idParam, localeParam } from './common.ts';

/** The brand kit of a paid order line (issue 26, ADR 0106); re-exported by contracts/orders.ts. */
export const KIT_STATUSES = ['pending', 'building', 'ready', 'failed'] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];

export const kitFile = z
  .object({
    name: z.string().meta({ description: 'Path inside the zip, e.g. svg/logo-full-colour.svg' }),
    size: z.number().int(),
    sha256: z.string().meta({ description: 'Hex SHA-256 of the file as delivered' }),
  })
  .meta({ id: 'KitFile' });
export type KitFileEntry = z.infer<typeof kitFile>;

export const orderKit = z
  .object({
    logo_id: z.number().int(),
    status: z.enum(KIT_STATUSES),
    progress: z.number().int().min(0).max(100),
    has_layout: z
      .boolean()
      .meta({ description: 'false: the logo had no lettering layout; the kit holds its images only' }),
    retrying: z.boolean().meta({ description: 'A failed kit the builder tries again by itself' }),
    files: z.array(kitFile),
    size: z.number().int().nullable(),
    built_at: z.string().nullable(),
  })
  .meta({ id: 'OrderKit' });
export type OrderKit = z.infer<typeof orderKit>;

export const orderKitsResponse = z.object({ data: z.array(orderKit) });
export const orderKitResponse = z.object({ data: orderKit });
export const orderKitParams = z.object({ id: idParam, logo_id: idParam });
export const orderKitQuery = z.object({ locale: localeParam });
