// Sample logo pictures for the mockup bench and the contact sheets (docs/mockups.md): marks with
// names set in glyph outlines (as the lettering renderer will make them), each with a light-ink
// variant for dark materials, a demo logo of the seed as SVG, and the same as a PNG.
import sharp from 'sharp';
import { demoLogo } from '../apps/server/db/seed/demo-data.ts';
import { logoSvgs } from '../apps/server/db/seed/images.ts';
import { letter, letterCentred } from '../apps/server/db/seed/lettering.ts';
import type { MockupLogo } from '../apps/server/src/modules/mockups/index.ts';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A round mark above a name and a sub name, in `ink` and `accent`. */
function cafe(ink: string, accent: string, ground: string): string {
  const name = letter('HANAMI COFFEE', { font: 'serif', size: 58, tracking: 0.06 }, 300, 292);
  const sub = letter('Roasters · Since 2026', { font: 'geometric', size: 24, tracking: 0.18 }, 300, 340);
  const mono = letterCentred('H', { font: 'serif', size: 92 }, 300, 118);
  return svg(
    600,
    360,
    `<circle cx="300" cy="118" r="96" fill="none" stroke="${accent}" stroke-width="6"/>` +
      `<circle cx="300" cy="118" r="82" fill="${accent}"/>` +
      `<path d="${mono.d}" fill="${ground}"/>` +
      `<path d="${name.d}" fill="${ink}"/><path d="${sub.d}" fill="${accent}"/>`,
  );
}

/** A Japanese name set top to bottom beside a small seal: the noren's vertical slot. */
function shokudo(ink: string, accent: string, ground: string): string {
  const chars = [...'さくら食堂'];
  const parts = chars.map((c, i) => letterCentred(c, { font: 'sansBlack', size: 92 }, 150, 70 + i * 104).d);
  const sub = chars.length * 104 + 40;
  const seal = letterCentred('桜', { font: 'sansBold', size: 40 }, 268, sub - 10);
  return svg(
    320,
    sub + 30,
    `<path d="${parts.join('')}" fill="${ink}"/>` +
      `<rect x="238" y="${sub - 40}" width="60" height="60" rx="8" fill="${accent}"/>` +
      `<path d="${seal.d}" fill="${ground}"/>`,
  );
}

/** A Vietnamese name beside a leaf mark. */
function pho(ink: string, accent: string): string {
  const name = letter('Phở Sài Gòn', { font: 'sansBold', size: 64 }, 395, 150);
  const sub = letter('NHÀ HÀNG · QUÁN ĂN', { font: 'sans', size: 22, tracking: 0.2 }, 395, 196);
  return svg(
    640,
    240,
    `<path d="M40 200C40 90 120 40 200 40C200 150 130 200 40 200Z" fill="${accent}"/>` +
      `<path d="M52 188C90 140 130 100 186 54" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<path d="${name.d}" fill="${ink}"/><path d="${sub.d}" fill="${accent}"/>`,
  );
}

export interface SampleLogo {
  name: string;
  logo: MockupLogo;
}

/** The samples; `demoIndex` picks the seed's demo logo. */
export async function sampleLogos(demoIndex = 3): Promise<SampleLogo[]> {
  const demo = logoSvgs(demoIndex, demoLogo(demoIndex, 1).art).main;
  const png = await sharp(Buffer.from(demo)).resize(400).png().toBuffer();
  return [
    {
      name: 'cafe',
      logo: { light: cafe('#2b2118', '#a8643a', '#f7efe3'), dark: cafe('#f7efe3', '#e2b48c', '#2b2118') },
    },
    {
      name: 'shokudo',
      logo: {
        light: shokudo('#1d1d1f', '#b23a2f', '#ffffff'),
        dark: shokudo('#ffffff', '#d9574a', '#ffffff'),
      },
    },
    { name: 'pho', logo: { light: pho('#1f3b2d', '#c0862f'), dark: pho('#fbf6ec', '#e2b25c') } },
    { name: 'demo-svg', logo: { light: demo } },
    { name: 'demo-png', logo: { light: png } },
  ];
}
