import { msg } from '@logoya/core';
import { AppError } from '../../platform/http/errors.ts';
import { QueueFull } from '../../platform/work/bounded-queue.ts';
import { logoHash, type MockupLogo, mockupSvg, type PlacedLogo, placeLogo } from './compose.ts';
import { LogoRefused } from './logo-input.ts';
import {
  createMockupRaster,
  MOCKUP_WIDTH,
  type MockupRasterOptions,
  type MockupRasterStats,
} from './raster.ts';
import type { Scene } from './scene.ts';
import { SCENE_DECLARATIONS, sceneById } from './scenes.ts';

/**
 * Mockups: the named logo at work on a shop sign, a noren, a business card… (issue 25, ADR 0097,
 * docs/mockups.md). The face of the module: the scenes, `composeMockup` (one SVG document) and
 * `createMockups` (WebP through sharp, bounded and cached). Refusals are AppErrors with the
 * catalogue's messages, so a route only passes them on.
 */
export type { LogoPicture, MockupLogo } from './compose.ts';
export { LogoRefused } from './logo-input.ts';
export { MOCKUP_WIDTH } from './raster.ts';
export type { Scene } from './scene.ts';

/** What a gallery needs to know of a scene, without its artwork. */
export interface SceneSummary {
  id: string;
  width: number;
  height: number;
  tone: Scene['tone'];
  lettering: Scene['lettering'];
  title: Scene['title'];
}

export function listScenes(): SceneSummary[] {
  return SCENE_DECLARATIONS.map(({ id, width, height, tone, lettering, title }) => ({
    id,
    width,
    height,
    tone,
    lettering,
    title,
  }));
}

/** The scene's summary, or 404 `mockup_scene_unknown`. */
export function sceneSummary(sceneId: string): SceneSummary {
  const found = listScenes().find((scene) => scene.id === sceneId);
  if (!found) throw new AppError(404, msg('mockup_scene_unknown'));
  return found;
}

function sceneOr404(sceneId: string): Scene {
  const scene = sceneById(sceneId);
  if (!scene) throw new AppError(404, msg('mockup_scene_unknown'));
  return scene;
}

const refused = (error: unknown): never => {
  if (error instanceof LogoRefused) {
    throw new AppError(422, msg('mockup_logo_refused'), { logo: [msg('mockup_logo_refused')] });
  }
  throw error;
};

/** The whole mockup as one SVG document in the scene's own size; 404 / 422 as AppError. */
export function composeMockup(sceneId: string, logo: MockupLogo): string {
  const scene = sceneOr404(sceneId);
  try {
    return mockupSvg(scene, placeLogo(scene, logo));
  } catch (error) {
    return refused(error);
  }
}

/** The width asked for, or 422 when it is not a whole number within MOCKUP_WIDTH. */
export function mockupWidth(width: number | undefined): number {
  const w = width ?? MOCKUP_WIDTH.default;
  if (!Number.isInteger(w) || w < MOCKUP_WIDTH.min || w > MOCKUP_WIDTH.max) {
    const message = msg('mockup_width_out_of_range', { min: MOCKUP_WIDTH.min, max: MOCKUP_WIDTH.max });
    throw new AppError(422, message, { w: [message] });
  }
  return w;
}

export interface Mockups {
  /** The mockup as WebP, `width` px wide: 404 unknown scene, 422 width or logo, 503 when busy. */
  webp(sceneId: string, logo: MockupLogo, width?: number): Promise<Buffer>;
  /**
   * The same, for a picture named by `key` (everything it depends on, e.g. logo, layout version
   * and names): `picture` is made only when the mockup is not kept, so a kept one costs no drawing
   * of the logo. Checks the scene and the width before anything else.
   */
  webpOf(
    sceneId: string,
    key: string,
    width: number | undefined,
    picture: () => Promise<MockupLogo>,
  ): Promise<Buffer>;
  stats(): MockupRasterStats;
}

/** Seconds a caller waits after a full queue. */
export const MOCKUP_RETRY_AFTER_SECONDS = 5;
/** 503 with Retry-After: the drawing queue (this module's or the logo picture's) is full. */
export const mockupBusy = () =>
  new AppError(503, msg('mockup_busy'), undefined, { 'retry-after': String(MOCKUP_RETRY_AFTER_SECONDS) });

/**
 * How wide a logo picture must be for a mockup `width` px wide: the largest side of any scene's
 * slot at that width (the logo is fitted whole into its slot), so one picture serves every scene.
 */
export function logoWidthFor(width: number): number {
  const largest = Math.max(
    ...SCENE_DECLARATIONS.map((d) => {
      const scene = sceneById(d.id)!;
      return Math.max(scene.box.width, scene.box.height) / scene.width;
    }),
  );
  return Math.ceil(width * largest);
}

export const MOCKUP_DEFAULTS: MockupRasterOptions = {
  concurrency: 1,
  maxWaiting: 20,
  cacheBytes: 32 * 1024 * 1024,
  layerCacheBytes: 64 * 1024 * 1024,
};

export function createMockups(options: Partial<MockupRasterOptions> = {}): Mockups {
  const raster = createMockupRaster({ ...MOCKUP_DEFAULTS, ...options });
  const render = async (
    sceneId: string,
    key: (scene: Scene) => string,
    width: number | undefined,
    place: (scene: Scene) => PlacedLogo | Promise<PlacedLogo>,
  ) => {
    const scene = sceneOr404(sceneId);
    const w = mockupWidth(width);
    try {
      return await raster.render(scene, key(scene), w, () => place(scene));
    } catch (error) {
      if (error instanceof QueueFull) throw mockupBusy();
      return refused(error);
    }
  };
  return {
    webp: (sceneId, logo, width) =>
      render(
        sceneId,
        () => logoHash(logo),
        width,
        (scene) => placeLogo(scene, logo),
      ),
    webpOf: (sceneId, key, width, picture) =>
      render(
        sceneId,
        () => `k:${key}`,
        width,
        async (scene) => placeLogo(scene, await picture()),
      ),
    stats: raster.stats,
  };
}
