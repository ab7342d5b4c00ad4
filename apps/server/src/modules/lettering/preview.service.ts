import { createHash } from 'node:crypto';
import {
  type LetteringPreview,
  type LetteringPreviewQuery,
  letteringLayout,
  MAX_ID,
  msg,
} from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { DEFAULT_IMAGE_URL, fileUrl } from '../catalog/index.ts';
import * as repo from './lettering.repository.ts';
import { markHrefOf } from './marks.ts';
import { pictureOf, pictureWidth } from './picture.ts';
import { previewData } from './preview-json.ts';
import { renderLettering } from './render.ts';

/**
 * The public preview of a buyer's names in a logo (issue 25, ADR 0098). The names passed the
 * cart's rule (the route's contract) before anything here runs. One statement reads the public
 * logo, its layout (the asked version or the current one) and its main image; the answer is kept
 * in an in-process LRU keyed by everything it depends on (logo, version, names, format, width),
 * so a stored version's answers never go stale. Rasters go through the lettering module's
 * bounded queue; a full queue answers 503 with Retry-After.
 */

export type PreviewAnswer =
  | { kind: 'image'; body: Buffer; type: string; fits: boolean }
  | { kind: 'json'; body: { data: LetteringPreview } };

export interface Preview {
  /** Null: the logo has no layout; the caller answers its normal image. */
  version: number | null;
  /** The ETag of the answer, known before any drawing (everything it depends on is in it). */
  etag: string;
  imageUrl: string;
  answer: () => Promise<PreviewAnswer>;
}

export interface PreviewDeps {
  db: Db;
  storage: Storage;
  /** Kept answers per instance; 0 keeps none (the benchmark's "cache off"). */
  cacheSize: number;
}

export function previewService(deps: PreviewDeps) {
  const cache = deps.cacheSize > 0 ? new Lru<string, Promise<PreviewAnswer>>(deps.cacheSize) : null;

  const draw = async (
    layoutJson: unknown,
    version: number,
    query: LetteringPreviewQuery,
    width: number,
    imageUrl: string,
  ): Promise<PreviewAnswer> => {
    const layout = letteringLayout.parse(layoutJson);
    const render = renderLettering(layout, query, await markHrefOf(deps.storage, layout.mark));
    if (query.format === 'json') {
      return { kind: 'json', body: { data: previewData(render, version, imageUrl) } };
    }
    const picture = await pictureOf(render, layout.canvas, query.format, width);
    return { kind: 'image', ...picture };
  };

  return {
    async preview(id: number, query: LetteringPreviewQuery): Promise<Preview> {
      if (id < 1 || id > MAX_ID) throw notFound(msg('logo_not_found'));
      const source = await repo.previewSource(deps.db, id, query.v ?? null);
      if (!source) throw notFound(msg('logo_not_found'));
      const imageUrl = fileUrl(source.main_image) ?? DEFAULT_IMAGE_URL;
      const version = source.version === null ? null : Number(source.version);
      if (version === null && query.v !== undefined) throw notFound(msg('lettering_version'));
      const width = pictureWidth(query.format, query.w);
      const key = JSON.stringify([id, version, query.format, width, query.main_name, query.sub_name]);
      const etag = `"l${id}v${version ?? 0}-${createHash('sha256').update(key).digest('hex').slice(0, 20)}"`;
      const layout = source.layout;
      const answer = () => {
        if (version === null) throw new Error('no layout');
        const make = () => {
          const made = draw(layout, version, query, width, imageUrl);
          // A refusal (a full queue) or a failure is not kept.
          made.catch(() => {
            if (cache?.get(key) === made) cache.delete(key);
          });
          return made;
        };
        return cache ? cache.getOrSet(key, make) : make();
      };
      return { version, etag, imageUrl, answer };
    },
    stats: () => cache?.stats() ?? { size: 0, hits: 0, misses: 0 },
  };
}
