import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { letteringLogos } from '../../../test/fixtures/lettering-logos.ts';
import { staffCallers } from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { logoPicturePng, publicLogoPicture } from './index.ts';

/**
 * The picture other modules place (the mockups): a noren asks for Japanese names set vertically
 * (ADR 0112). The stored layout (WESTERN: a 400 × 400 canvas, horizontal names) is re-arranged
 * for that drawing only: a 4:3 canvas with the names in columns beside the mark.
 */
let t: TestApp;
let logo: number;

beforeAll(async () => {
  t = await createTestApp({ logos: 4 });
  const { admin } = await staffCallers(t);
  ({ withLayout: logo } = await letteringLogos(t, admin, ' V'));
});
afterAll(() => t.close());

const ja = { main_name: '山田珈琲店', sub_name: 'やまだ' };
const en = { main_name: 'Blue Harbor', sub_name: 'Coffee' };

async function sizeOf(names: typeof ja, vertical: boolean) {
  const source = await publicLogoPicture(t.database.db, logo);
  const png = await logoPicturePng(t.app.storage, source, names, 400, { vertical });
  const { width, height } = await sharp(png).metadata();
  return { width, height, png };
}

/** The share of the picture's inked pixels that lie in its right fifth (the main name's column). */
async function inkOnTheRight(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let all = 0;
  let right = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! < 128) continue;
      all++;
      if (x >= info.width * 0.75) right++;
    }
  return all === 0 ? 0 : right / all;
}

describe('the named picture for a vertical scene (ADR 0112)', () => {
  it('sets Japanese names in columns on a 4:3 canvas, the main name on the right', async () => {
    const upright = await sizeOf(ja, true);
    expect([upright.width, upright.height]).toEqual([400, 300]);
    const asLaidOut = await sizeOf(ja, false);
    expect([asLaidOut.width, asLaidOut.height]).toEqual([400, 400]);
    // The main name's column holds a good part of the ink; the stored layout centres its names.
    expect(await inkOnTheRight(upright.png)).toBeGreaterThan(0.2);
    expect(await inkOnTheRight(asLaidOut.png)).toBeLessThan(0.2);
  });

  it('keeps Latin names as the layout sets them', async () => {
    const latin = await sizeOf(en, true);
    expect([latin.width, latin.height]).toEqual([400, 400]);
  });

  it('draws the noren mockup with Japanese names', async () => {
    const query = new URLSearchParams({ ...ja, w: '480' });
    const res = await t.app.inject({ method: 'GET', url: `/api/logo/${logo}/mockup/noren?${query}` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });
});
