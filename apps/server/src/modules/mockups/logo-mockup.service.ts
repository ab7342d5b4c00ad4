import { createHash } from 'node:crypto';
import { MOCKUP_WIDTH, type MockupQuery, namesReadVertically } from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { logoPicturePng, publicLogoPicture } from '../lettering/index.ts';
import { logoWidthFor, type Mockups, sceneSummary } from './index.ts';

/**
 * A public logo at work in a scene (issue 25, ADR 0103): the logo with the buyer's names (the
 * current layout version, or the one the URL names), or its main image when no names are given or
 * it has no layout, placed by the mockups module. Everything the answer depends on is known
 * before any drawing (logo, version or main image, names, scene, width), so the ETag is too, and
 * the module's WebP cache is keyed by it: a kept mockup costs one database read. The logo's
 * picture is drawn once per (logo, version, names, picture width) for all the scenes of a gallery.
 */
export interface LogoMockupDeps {
  db: Db;
  storage: Storage;
  mockups: Mockups;
}

export interface LogoMockup {
  etag: string;
  /** The URL names a layout version and names: the answer never changes. */
  immutable: boolean;
  webp: () => Promise<Buffer>;
}

/** Logo pictures kept (PNG, tens of KB each): a gallery's scenes share one. */
const PICTURES_KEPT = 64;

export function logoMockupService(deps: LogoMockupDeps) {
  const pictures = new Lru<string, Promise<Buffer>>(PICTURES_KEPT);

  return {
    async mockup(id: number, sceneId: string, query: MockupQuery): Promise<LogoMockup> {
      const scene = sceneSummary(sceneId);
      const width = query.w ?? MOCKUP_WIDTH.default;
      const source = await publicLogoPicture(deps.db, id, query.v);
      const names =
        query.main_name !== undefined && query.sub_name !== undefined
          ? { main_name: query.main_name, sub_name: query.sub_name }
          : null;
      const named = names !== null && source.version !== null;
      // A noren sets Japanese names vertically (ADR 0112): a drawing of its own.
      const vertical = named && scene.lettering === 'vertical' && namesReadVertically(names);
      // The picture's key: a stored version's drawing of these names never changes; a main
      // image's key names its file.
      const pictureKey = named
        ? JSON.stringify([
            id,
            'v',
            source.version,
            names.main_name,
            names.sub_name,
            vertical ? 'vertical' : 'as-laid-out',
          ])
        : JSON.stringify([id, 'image', source.mainImage]);
      const etag = `"m${id}-${createHash('sha256')
        .update(JSON.stringify([pictureKey, sceneId, width]))
        .digest('base64url')
        .slice(0, 22)}"`;
      const picture = () => {
        const logoWidth = logoWidthFor(width);
        const key = `${pictureKey}@${logoWidth}`;
        return pictures.getOrSet(key, () => {
          const made = logoPicturePng(deps.storage, source, named ? names : null, logoWidth, { vertical });
          // A refusal (a full queue) or a failure is not kept.
          made.catch(() => {
            if (pictures.get(key) === made) pictures.delete(key);
          });
          return made;
        });
      };
      return {
        etag,
        immutable: named && query.v !== undefined,
        webp: () => deps.mockups.webpOf(sceneId, pictureKey, width, async () => ({ light: await picture() })),
      };
    },
  };
}
