import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import {
  composeMockup,
  createMockups,
  listScenes,
  logoWidthFor,
  MOCKUP_WIDTH,
  mockupWidth,
} from './index.ts';
import { slotRegion } from './raster.ts';
import { onObject, slotCorners } from './scene.ts';
import { SCENE_DECLARATIONS, sceneById } from './scenes.ts';

const svgOf = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
/** A logo that covers its whole box in black: multiplied it darkens, printed white it lightens. */
const SOLID = { light: svgOf('<rect width="100" height="100" fill="#000"/>') };
/** A logo that draws nothing: the scene as it is. */
const BLANK = { light: svgOf('') };

async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { info, at };
}
const luma = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

describe('scene declarations', () => {
  it('has at least the seven scenes of issue 25, each named in three languages', () => {
    expect(listScenes().map((s) => s.id)).toEqual([
      'shop-sign',
      'noren',
      'business-card',
      'storefront',
      'takeaway-bag',
      't-shirt',
      'phone-header',
    ]);
    for (const s of listScenes()) expect(Object.values(s.title).every((t) => t.length > 0)).toBe(true);
    expect(listScenes().find((s) => s.id === 'noren')).toMatchObject({ lettering: 'vertical', tone: 'dark' });
  });

  it.each(SCENE_DECLARATIONS.map((d) => d.id))(
    '%s: its artwork loads and its slot lies inside the canvas',
    (id) => {
      const scene = sceneById(id)!;
      expect(scene.base.length).toBeGreaterThan(100);
      expect(scene.defs.startsWith('<defs>')).toBe(true);
      for (const [x, y] of slotCorners(scene)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(scene.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(scene.height);
      }
      expect(scene.box.width).toBeGreaterThan(60);
      expect(scene.box.height).toBeGreaterThan(60);
    },
  );

  it('knows no scene it was not given', () => {
    expect(sceneById('../../etc/passwd')).toBeUndefined();
    expect(() => composeMockup('nope', SOLID)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('composeMockup', () => {
  it('places the logo in the slot as a nested picture with the slot matrix, and nothing to fetch', () => {
    const svg = composeMockup('t-shirt', {
      light: svgOf(
        '<title>x</title><defs><linearGradient id="a"/></defs><path d="M0 0H9V9Z" fill="url(#a)"/>',
      ),
    });
    expect(svg).toContain('style="mix-blend-mode:multiply"');
    expect(svg).toContain(
      '<g><defs><linearGradient id="logo-a"/></defs><path d="M0 0H9V9Z" fill="url(#logo-a)"/></g>',
    );
    expect(svg).not.toMatch(/<title|href=|<script/i);
  });

  it('prints a logo white on a dark material, or takes its dark variant when given', () => {
    expect(composeMockup('noren', SOLID)).toContain('filter="url(#mockup-white-print)"');
    const withDark = composeMockup('noren', {
      ...SOLID,
      dark: svgOf('<rect width="10" height="10" fill="#fff"/>'),
    });
    expect(withDark).not.toContain('filter="url(#mockup-white-print)"');
    expect(withDark).toContain('fill="#fff"');
  });

  it('answers 422 for a refused logo picture', () => {
    expect(() => composeMockup('noren', { light: svgOf('<script>alert(1)</script>') })).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { logo: [expect.any(String)] } }),
    );
  });
});

describe('width bounds', () => {
  it('takes whole widths within the range and the default without one', () => {
    expect(mockupWidth(undefined)).toBe(MOCKUP_WIDTH.default);
    expect(mockupWidth(MOCKUP_WIDTH.min)).toBe(320);
    expect(mockupWidth(MOCKUP_WIDTH.max)).toBe(1600);
  });
  it.each([319, 1601, 0, -800, 800.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s with 422', (w) => {
    expect(() => mockupWidth(w)).toThrow(AppError);
    expect(() => mockupWidth(w)).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { w: [expect.any(String)] } }),
    );
  });
  it('refuses a width before any rendering', async () => {
    const mockups = createMockups();
    await expect(mockups.webp('noren', SOLID, 5000)).rejects.toMatchObject({ statusCode: 422 });
    expect(mockups.stats().renders).toBe(0);
  });
});

// Rendering: sharp and librsvg on a shared 2-core machine.
describe('WebP mockups', { timeout: 60_000 }, () => {
  const mockups = createMockups();
  const WIDTH = 400;

  it.each(SCENE_DECLARATIONS.map((d) => d.id))(
    '%s: a WebP of the asked width, the logo inside its slot',
    async (id) => {
      const scene = sceneById(id)!;
      const [solid, blank] = await Promise.all([
        mockups.webp(id, SOLID, WIDTH),
        mockups.webp(id, BLANK, WIDTH),
      ]);
      const meta = await sharp(solid).metadata();
      expect(meta).toMatchObject({
        format: 'webp',
        width: WIDTH,
        height: Math.round((scene.height * WIDTH) / scene.width),
      });
      const [a, b] = await Promise.all([pixels(solid), pixels(blank)]);
      const scale = WIDTH / scene.width;
      // The slot's centre: darker than the bare scene on a light material, lighter on a dark one.
      const [cx, cy] = onObject(scene, scene.box.width / 2, scene.box.height / 2);
      const change = luma(a.at(cx * scale, cy * scale)) - luma(b.at(cx * scale, cy * scale));
      if (scene.tone === 'light') expect(change).toBeLessThan(-60);
      else expect(change).toBeGreaterThan(60);
      // Far outside the slot the scene is untouched (WebP is lossy: a small tolerance).
      const region = slotRegion(scene, scale, WIDTH, meta.height!);
      const far: [number, number][] = [
        [2, 2],
        [WIDTH - 3, 2],
        [2, meta.height! - 3],
        [WIDTH - 3, meta.height! - 3],
      ];
      const outside = far.filter(
        ([x, y]) =>
          x < region.left - 8 ||
          x > region.left + region.width + 8 ||
          y < region.top - 8 ||
          y > region.top + region.height + 8,
      );
      expect(outside.length).toBeGreaterThan(0);
      for (const [x, y] of outside) expect(Math.abs(luma(a.at(x, y)) - luma(b.at(x, y)))).toBeLessThan(6);
    },
  );

  it('keeps a rendered mockup: the same scene, picture and width render once, another width again', async () => {
    const m = createMockups();
    const logo = { light: svgOf('<circle cx="50" cy="50" r="40" fill="#a8643a"/>') };
    const [first, second] = await Promise.all([
      m.webp('business-card', logo, 320),
      m.webp('business-card', logo, 320),
    ]);
    expect(second).toBe(first);
    expect(m.stats().renders).toBe(1);
    expect(await m.webp('business-card', { light: logo.light }, 320)).toBe(first);
    expect(m.stats()).toMatchObject({ renders: 1, cache: { hits: 1 } });
    await m.webp('business-card', logo, 360);
    await m.webp('business-card', { light: logo.light.replace('#a8643a', '#a8643b') }, 320);
    expect(m.stats().renders).toBe(3);
    // The scene's layers were rasterised once per width.
    expect(m.stats().layers.entries).toBe(2);
  });

  it('keeps a mockup by the caller’s key: the picture is made on a miss only', async () => {
    const m = createMockups();
    let made = 0;
    const picture = async () => {
      made++;
      return { light: svgOf('<circle cx="50" cy="50" r="40" fill="#2d6a4f"/>') };
    };
    const [first, second] = await Promise.all([
      m.webpOf('phone-header', 'logo-1:v2:names', 320, picture),
      m.webpOf('phone-header', 'logo-1:v2:names', 320, picture),
    ]);
    expect(second).toBe(first);
    expect(await m.webpOf('phone-header', 'logo-1:v2:names', 320, picture)).toBe(first);
    expect(made).toBe(1);
    await m.webpOf('phone-header', 'logo-1:v2:other', 320, picture);
    expect(made).toBe(2);
    // The scene and the width are judged before the picture is made.
    await expect(m.webpOf('nowhere', 'k', 320, picture)).rejects.toMatchObject({ statusCode: 404 });
    await expect(m.webpOf('noren', 'k', 100, picture)).rejects.toMatchObject({ statusCode: 422 });
    expect(made).toBe(2);
  });

  it('asks a logo picture wide enough for the largest slot at the width', () => {
    const largest = Math.max(
      ...SCENE_DECLARATIONS.map((d) => {
        const { box, width } = sceneById(d.id)!;
        return Math.max(box.width, box.height) / width;
      }),
    );
    for (const w of [320, 800, 1600]) {
      expect(logoWidthFor(w)).toBeGreaterThanOrEqual(w * largest);
      expect(logoWidthFor(w)).toBeLessThan(w * largest + 1);
    }
    expect(logoWidthFor(800)).toBe(374);
  });

  it('refuses at once with 503 past the queue, and a refused logo with 422', async () => {
    const m = createMockups({ concurrency: 1, maxWaiting: 0 });
    const logos = ['#111', '#222', '#333'].map((c) => ({
      light: svgOf(`<rect width="9" height="9" fill="${c}"/>`),
    }));
    const outcomes = await Promise.allSettled(logos.map((l) => m.webp('t-shirt', l, 320)));
    expect(outcomes[0]!.status).toBe('fulfilled');
    for (const o of outcomes.slice(1)) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 503,
        headers: { 'retry-after': '5' },
      });
    }
    await expect(m.webp('t-shirt', { light: '<svg><script/></svg>' }, 320)).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('multiplies a white ground to nothing: only the ink shows on paper and fabric', async () => {
    const white = { light: svgOf('<rect width="100" height="100" fill="#fff"/>') };
    for (const id of SCENE_DECLARATIONS.filter((d) => d.blend === 'multiply').map((d) => d.id)) {
      const scene = sceneById(id)!;
      const [a, b] = await Promise.all([
        mockups.webp(id, white, WIDTH).then(pixels),
        mockups.webp(id, BLANK, WIDTH).then(pixels),
      ]);
      const scale = WIDTH / scene.width;
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.2, 0.3],
        [0.8, 0.7],
      ] as const) {
        const [x, y] = onObject(scene, scene.box.width * fx, scene.box.height * fy);
        expect(
          Math.abs(luma(a.at(x * scale, y * scale)) - luma(b.at(x * scale, y * scale))),
          id,
        ).toBeLessThan(4);
      }
    }
  });

  it('renders a PNG logo (a logo without a layout)', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 4, background: '#000000' } })
      .png()
      .toBuffer();
    const webp = await mockups.webp('shop-sign', { light: png }, 320);
    expect((await sharp(webp).metadata()).width).toBe(320);
  });
});
