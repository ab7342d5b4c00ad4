import { type logoImage, MAX_ID, msg } from '@logoya/core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/http/errors.ts';
import { fileUrl } from './card-mapper.ts';
import { findPublicLogo, listImages } from './catalog.repository.ts';

type LogoImage = z.infer<typeof logoImage>;

/** GET /api/logo/check-logo-image-muti/{id}: every image of a public logo, the main image first. */
export async function listLogoImages(pool: Db, ctx: TxScope, id: number): Promise<{ files: LogoImage[] }> {
  if (id < 1 || id > MAX_ID) throw notFound(msg('logo_not_found'));
  const db = dbOf(ctx, pool);
  const [logo, images] = await Promise.all([findPublicLogo(db, id), listImages(db, id)]);
  if (!logo) throw notFound(msg('logo_not_found'));
  return {
    files: images.map((i) => ({
      url: fileUrl(i.storage_key) as string,
      kind: i.kind,
      format: i.format,
      width: i.width,
      height: i.height,
    })),
  };
}
