import { msg } from '@logoya/core';
import { AppError } from '../../platform/http/errors.ts';
import { QueueFull } from '../../platform/work/bounded-queue.ts';
import { logoHash, type MockupLogo, mockupSvg, placeLogo } from './compose.ts';
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
  stats(): MockupRasterStats;
}

export const MOCKUP_DEFAULTS: MockupRasterOptions = {
  concurrency: 1,
  maxWaiting: 20,
  cacheBytes: 32 * 1024 * 1024,
  layerCacheBytes: 64 * 1024 * 1024,
};

export function createMockups(options: Partial<MockupRasterOptions> = {}): Mockups {
  const raster = createMockupRaster({ ...MOCKUP_DEFAULTS, ...options });
  return {
    async webp(sceneId, logo, width) {
      const scene = sceneOr404(sceneId);
      const w = mockupWidth(width);
      try {
        return await raster.render(scene, logoHash(logo), w, () => placeLogo(scene, logo));
      } catch (error) {
        if (error instanceof QueueFull)
          throw new AppError(503, msg('mockup_busy'), undefined, { 'retry-after': '5' });
        return refused(error);
      }
    },
    stats: raster.stats,
  };
}
