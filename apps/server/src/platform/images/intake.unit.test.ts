import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { craftBmp, craftIco, craftPng, PNG_SIGNATURE } from '../../../test/fixtures/images.ts';
import { AppError } from '../http/errors.ts';
import { type IntakeRules, intakeImage, type OutputSpec } from './intake.ts';

const rules: IntakeRules = {
  formats: ['png', 'gif', 'jpeg', 'bmp', 'ico'],
  maxBytes: 5 * 1024 * 1024,
  maxSide: 4096,
  maxPixels: 4096 * 4096,
};
const avatar: OutputSpec = { format: 'png', size: 400, fit: 'cover' };

/** The error `intakeImage` throws, as status, message code and field errors. */
async function refusal(data: Buffer, r = rules, output = avatar) {
  const error = await intakeImage(data, r, output, 'picture').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, message, errors } = error as AppError;
  expect(errors).toEqual({ picture: [message] });
  return { statusCode, message };
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

describe('refused before decoding', () => {
  it('a PNG whose header says 100,000 × 100,000 (69 bytes)', async () => {
    const giant = craftPng(100_000, 100_000);
    expect(giant.length).toBeLessThan(100);
    const started = performance.now();
    expect(await refusal(giant)).toEqual({ statusCode: 422, message: 'msg:image_too_large?max=4096' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a real 20,000 × 20,000 PNG of about 48 KB', async () => {
    const real = craftPng(20_000, 20_000, { complete: true });
    expect(real.length).toBeLessThan(60_000);
    expect((await sharp(real, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await refusal(real)).toEqual({ statusCode: 422, message: 'msg:image_too_large?max=4096' });
  });

  it('a BMP whose header claims 100,000 × 100,000', async () => {
    const bmp = craftBmp(2, 2, () => [0, 0, 0, 255]);
    bmp.writeInt32LE(100_000, 18);
    bmp.writeInt32LE(100_000, 22);
    expect((await refusal(bmp)).message).toBe('msg:image_too_large?max=4096');
  });

  it('too many bytes (413), whatever they are', async () => {
    const big = Buffer.concat([craftPng(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(big)).toEqual({ statusCode: 413, message: 'msg:image_file_too_large?max=5' });
  });

  it('SVG, HTML and text named .png, formats not accepted, and broken files', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>1</script></svg>',
    );
    const webp = await solid(10, 10, 'red').webp().toBuffer();
    const tiff = await solid(10, 10, 'red').tiff().toBuffer();
    const broken = Buffer.concat([
      craftPng(50, 50).subarray(0, 33),
      Buffer.from('garbage, not a chunk at all'),
    ]);
    for (const data of [svg, Buffer.from('<html><script>alert(1)</script></html>'), webp, tiff, broken]) {
      expect(await refusal(data)).toEqual({ statusCode: 422, message: 'msg:image_only' });
    }
  });

  it('an animation with more frames than allowed, when frames are kept', async () => {
    const frame = (c: string) => solid(20, 10, c).png().toBuffer();
    const gif = await sharp([await frame('red'), await frame('blue'), await frame('lime')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const animated: OutputSpec = { format: 'gif', size: 400, fit: 'inside', animated: true };
    expect((await refusal(gif, { ...rules, maxFrames: 2 }, animated)).message).toBe(
      'msg:image_too_many_frames?max=2',
    );
    const kept = await intakeImage(gif, { ...rules, maxFrames: 3 }, animated, 'image');
    expect((await sharp(kept.data).metadata()).pages).toBe(3);
    // Without `animated`, only the first frame is read and made.
    const still = await intakeImage(gif, { ...rules, maxFrames: 2 }, avatar, 'picture');
    expect((await sharp(still.data).metadata()).pages ?? 1).toBe(1);
  });
});

describe('re-encoded', () => {
  it('a PNG with HTML after its end: a new file, without the trailing bytes', async () => {
    const png = await solid(64, 64, '#3366cc').png().toBuffer();
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const out = await intakeImage(polyglot, rules, avatar, 'picture');
    expect(out.data.equals(polyglot)).toBe(false);
    expect(out.data.includes('<script')).toBe(false);
    expect(out.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The file ends with its IEND chunk: nothing rides along.
    expect(out.data.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect([out.width, out.height, out.contentType, out.ext]).toEqual([64, 64, 'image/png', 'png']);
  });

  it('a JPEG turned upright by its EXIF orientation, with every tag dropped', async () => {
    // Top half red, bottom half blue, stored with "rotate 90° clockwise to view".
    const top = await solid(100, 50, 'red').png().toBuffer();
    const jpeg = await solid(100, 100, 'blue')
      .composite([{ input: top, top: 0, left: 0 }])
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home address' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await intakeImage(jpeg, rules, avatar, 'picture');
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.data.includes('Secret Owner')).toBe(false);
    // Turned a quarter clockwise: red is now on the right.
    const { data, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(95, 50)[0]).toBeGreaterThan(200);
    expect(at(5, 50)[2]).toBeGreaterThan(200);
  });

  it('a GIF, a BMP and an icon become PNGs', async () => {
    const gif = await solid(30, 30, 'lime').gif().toBuffer();
    const bmp = craftBmp(40, 20, () => [200, 10, 10, 255]);
    const ico = craftIco({ width: 16, height: 16, color: [0, 0, 200, 255], transparent: (x) => x < 8 });
    const icoPng = craftIco({ png: await solid(48, 48, 'red').png().toBuffer() });
    const sizes = [];
    for (const data of [gif, bmp, ico, icoPng]) {
      const out = await intakeImage(data, rules, avatar, 'picture');
      expect((await sharp(out.data).metadata()).format).toBe('png');
      sizes.push([out.width, out.height]);
    }
    expect(sizes).toEqual([
      [30, 30],
      [20, 20],
      [16, 16],
      [48, 48],
    ]);
  });

  it('sizes: a centre-cropped square of at most 400, never enlarged; or the whole image inside', async () => {
    const photo = await solid(1600, 1200, 'white').jpeg().toBuffer();
    expect(await intakeImage(photo, rules, avatar, 'p')).toMatchObject({ width: 400, height: 400 });
    const small = await solid(300, 200, 'white').png().toBuffer();
    expect(await intakeImage(small, rules, avatar, 'p')).toMatchObject({ width: 200, height: 200 });
    const inside: OutputSpec = { format: 'webp', size: 400, fit: 'inside' };
    const logo = await intakeImage(photo, { ...rules, formats: ['jpeg'] }, inside, 'image');
    expect(logo).toMatchObject({ width: 400, height: 300, contentType: 'image/webp', ext: 'webp' });
    const enlarged = await intakeImage(small, rules, { ...avatar, enlarge: true }, 'p');
    expect([enlarged.width, enlarged.height]).toEqual([400, 400]);
  });

  it('a WebP when the rules accept it', async () => {
    const webp = await solid(50, 50, 'red').webp().toBuffer();
    const out = await intakeImage(webp, { ...rules, formats: ['webp'] }, avatar, 'p');
    expect((await sharp(out.data).metadata()).format).toBe('png');
  });
});
