import type sharpModule from 'sharp';
import { createByteLru } from '../../platform/cache/byte-lru.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { boundedQueue, type QueueStats } from '../../platform/work/bounded-queue.ts';
import { layerSvg, logoLayerSvg, type PlacedLogo, type Region } from './compose.ts';
import { type Scene, slotCorners } from './scene.ts';

/**
 * Mockups as WebP (ADR 0097). A scene's two layers, under and over the logo, are rasterised once
 * per output width and kept (a scene never changes); a mockup then costs rasterising the logo in
 * its slot's rectangle only, three layers composited by sharp and a WebP encoding. sharp (libvips,
 * librsvg) does all of that on libuv's threads, not on the event loop, so the platform's bounded
 * queue is the whole limit: at most `concurrency` at once, at most `maxWaiting` more, the next
 * refused at once with QueueFull (the route answers 503 with Retry-After, as for invoices).
 */
export { MOCKUP_WIDTH } from '@logoya/core';

export interface MockupRasterOptions {
  concurrency: number;
  maxWaiting: number;
  /** Finished WebPs kept, least recently used out first. */
  cacheBytes: number;
  /** Scene layers kept as raw pixels (one 800 px scene is about 4.3 MB). */
  layerCacheBytes: number;
}

export interface MockupRasterStats extends QueueStats {
  renders: number;
  cache: { entries: number; bytes: number; hits: number; misses: number };
  layers: { entries: number; bytes: number };
}

/** A scene rasterised at one width (kept, ADR 0097). */
interface SceneAt {
  width: number;
  height: number;
  /** The slot's rectangle at this width. */
  region: Region;
  /** Both layers, RGB, as the picture is without a logo. */
  flat: Buffer;
  /** The layer under the logo, cut to the slot's rectangle, RGB. */
  under: Buffer;
  /** The layer over the logo, cut to the slot's rectangle, RGBA; null when the scene has none. */
  over: Buffer | null;
  bytes: number;
}

/** One computation per key at a time; its result kept in `lru`. */
function memo<V>(lru: ReturnType<typeof createByteLru<V>>) {
  const running = new Map<string, Promise<V>>();
  return (key: string, compute: () => Promise<V>): Promise<V> => {
    const kept = lru.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    let pending = running.get(key);
    if (!pending) {
      pending = compute().then(
        (value) => {
          running.delete(key);
          lru.set(key, value);
          return value;
        },
        (error: unknown) => {
          running.delete(key);
          throw error;
        },
      );
      running.set(key, pending);
    }
    return pending;
  };
}

/** The pixel rectangle the slot covers at `scale`, a pixel wider each side, within the output. */
export function slotRegion(scene: Scene, scale: number, outWidth: number, outHeight: number): Region {
  const corners = slotCorners(scene);
  const xs = corners.map((p) => p[0] * scale);
  const ys = corners.map((p) => p[1] * scale);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - 1);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const right = Math.min(outWidth, Math.ceil(Math.max(...xs)) + 1);
  const bottom = Math.min(outHeight, Math.ceil(Math.max(...ys)) + 1);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

export function createMockupRaster(options: MockupRasterOptions) {
  const queue = boundedQueue({ concurrency: options.concurrency, maxWaiting: options.maxWaiting });
  const results = createByteLru<Buffer>(options.cacheBytes, (webp) => webp.length);
  const layerLru = createByteLru<SceneAt>(options.layerCacheBytes, (at) => at.bytes);
  const result = memo(results);
  const layers = memo(layerLru);
  let renders = 0;

  /** The scene at one width: flat (both layers, no logo), and both layers cut to the slot's rectangle. */
  const sceneAt = (scene: Scene, width: number, height: number) =>
    layers(`${scene.id}:${width}`, async (): Promise<SceneAt> => {
      const sharp = await loadSharp();
      const region = slotRegion(scene, width / scene.width, width, height);
      const hasOverlay = scene.overlay.trim() !== '';
      const [base, overlay] = await Promise.all([
        sharp(Buffer.from(layerSvg(scene, 'base', width, height)))
          .removeAlpha()
          .raw()
          .toBuffer(),
        hasOverlay
          ? sharp(Buffer.from(layerSvg(scene, 'overlay', width, height)))
              .ensureAlpha()
              .raw()
              .toBuffer()
          : null,
      ]);
      const raw = (channels: 3 | 4) => ({ raw: { width, height, channels } });
      const cut = { left: region.left, top: region.top, width: region.width, height: region.height };
      const [flat, under, over] = await Promise.all([
        overlay
          ? sharp(base, raw(3))
              .composite([{ input: overlay, ...raw(4) }])
              .removeAlpha()
              .raw()
              .toBuffer()
          : base,
        sharp(base, raw(3)).extract(cut).raw().toBuffer(),
        overlay ? sharp(overlay, raw(4)).extract(cut).raw().toBuffer() : null,
      ]);
      return {
        width,
        height,
        region,
        flat,
        under,
        over,
        bytes: flat.length + under.length + (over?.length ?? 0),
      };
    });

  const draw = async (scene: Scene, placed: PlacedLogo, width: number): Promise<Buffer> => {
    const sharp = await loadSharp();
    const height = Math.round(scene.height * (width / scene.width));
    const at = await sceneAt(scene, width, height);
    const { region } = at;
    const multiply = scene.blend === 'multiply';
    const logoImage = sharp(Buffer.from(logoLayerSvg(scene, placed, width / scene.width, region)));
    // Multiplied ink goes in opaque on white (white multiplies to nothing): libvips darkens the
    // whole rectangle when a multiplied layer is partly transparent.
    const logo = await (multiply ? logoImage.flatten({ background: '#ffffff' }) : logoImage.ensureAlpha())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const regionRaw = { width: region.width, height: region.height };
    const stack: sharpModule.OverlayOptions[] = [
      {
        input: logo.data,
        raw: { ...regionRaw, channels: logo.info.channels as 3 | 4 },
        blend: multiply ? 'multiply' : 'over',
      },
    ];
    if (at.over) stack.push({ input: at.over, raw: { ...regionRaw, channels: 4 } });
    // Only the slot's rectangle is composited; it is then written into a copy of the flat scene.
    const patch = await sharp(at.under, { raw: { ...regionRaw, channels: 3 } })
      .composite(stack)
      .removeAlpha()
      .raw()
      .toBuffer();
    const picture = Buffer.from(at.flat);
    const rowBytes = region.width * 3;
    for (let y = 0; y < region.height; y++) {
      patch.copy(picture, ((region.top + y) * width + region.left) * 3, y * rowBytes, (y + 1) * rowBytes);
    }
    const webp = await sharp(picture, { raw: { width, height, channels: 3 } })
      .webp({ quality: 82, effort: 1 })
      .toBuffer();
    renders++;
    return webp;
  };

  return {
    /**
     * The WebP of the logo named by `logoKey` in `scene` at `width` px (within MOCKUP_WIDTH, checked
     * by the caller); `place` checks and places the logo on a miss only (it may throw LogoRefused).
     */
    render(
      scene: Scene,
      logoKey: string,
      width: number,
      place: () => PlacedLogo | Promise<PlacedLogo>,
    ): Promise<Buffer> {
      return result(`${scene.id}:${logoKey}:${width}`, async () => {
        const placed = await place();
        return queue.run(() => draw(scene, placed, width));
      });
    },
    stats(): MockupRasterStats {
      const l = layerLru.stats();
      return {
        ...queue.stats(),
        renders,
        cache: results.stats(),
        layers: { entries: l.entries, bytes: l.bytes },
      };
    },
  };
}

export type MockupRaster = ReturnType<typeof createMockupRaster>;
