import { z } from 'zod';
import { localeParam } from './common.ts';

/** The exclusivity certificate and its public verification (issue 26, ADR 0108). */

/**
 * GET /api/verify/{number}. Any text is taken (up to the URL's length) and judged by the service:
 * a malformed number, one whose check character fails and an unknown one all answer the same 404.
 */
export const verifyParams = z.object({
  number: z.string().meta({ description: 'The certificate number, e.g. 7KQ2-M9XD-4H1A-ZT0B-W3F8.' }),
});
export const verifyQuery = z.object({ locale: localeParam });

export const certificateFile = z
  .object({
    name: z.string(),
    bytes: z.number().int(),
    sha256: z.string().meta({ description: 'Lower-case hex SHA-256 of the file exactly as it is served.' }),
  })
  .meta({ id: 'CertificateFile' });

export const verifiedCertificate = z
  .object({
    number: z.string(),
    version: z.number().int(),
    logo_id: z.number().int(),
    logo_name: z.string(),
    picture_url: z.string().meta({ description: 'The logo’s public picture (without the buyer’s names).' }),
    purchased_at: z.string().meta({ description: 'When the logo was bought (ISO 8601).' }),
    issued_at: z.string(),
    holder: z.string().meta({
      description: 'The buyer’s company or name, masked: each word’s first character then ***.',
    }),
    superseded: z.boolean(),
    superseded_at: z.string().nullable(),
    current_number: z.string().meta({
      description: 'The number of the current version (this one when not superseded).',
    }),
    files: z.array(certificateFile),
  })
  .meta({ id: 'VerifiedCertificate' });
export type VerifiedCertificate = z.infer<typeof verifiedCertificate>;
export const verifyResponse = z.object({ data: verifiedCertificate });
