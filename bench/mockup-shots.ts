// Renders every mockup scene with the sample logos to WebP (and a PNG beside each, for viewing):
//   npx tsx bench/mockup-shots.ts [out folder, default /work/shots/mockups] [width, default 800] [scene…]
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createMockups, listScenes } from '../apps/server/src/modules/mockups/index.ts';
import { sampleLogos } from './mockup-samples.ts';

const [out = '/work/shots/mockups', width = '800', ...only] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const mockups = createMockups();
const samples = await sampleLogos();
for (const scene of listScenes()) {
  if (only.length > 0 && !only.includes(scene.id)) continue;
  for (const sample of samples) {
    const started = performance.now();
    const webp = await mockups.webp(scene.id, sample.logo, Number(width));
    const ms = performance.now() - started;
    const file = path.join(out, `${scene.id}--${sample.name}.webp`);
    fs.writeFileSync(file, webp);
    await sharp(webp)
      .png()
      .toFile(file.replace(/\.webp$/, '.png'));
    console.log(`${path.basename(file)}  ${(webp.length / 1024).toFixed(1)} KB  ${ms.toFixed(0)} ms`);
  }
}
