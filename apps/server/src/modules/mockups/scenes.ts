import path from 'node:path';
import { loadScene, type Point, type Scene, type SceneDeclaration } from './scene.ts';

/**
 * The scenes (docs/mockups.md). Each slot is given as a box on the object in the object's own
 * frame, plus the same `translate rotate skewX skewY` the artwork draws the object with, so the
 * declaration and the drawing cannot drift apart. To add a scene: draw `scenes/<id>.svg`
 * (1200 × 900, `<defs>`, the object, `<g id="logo-slot"/>`, what lies over the logo) and add its
 * declaration here; the scene tests check the rest.
 */
interface Frame {
  x: number;
  y: number;
  rotate?: number;
  skewX?: number;
  skewY?: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The slot's corners in the scene for a box drawn inside `<g transform="translate(x y) rotate(r) skewX(sx) skewY(sy)">`. */
function slotIn(
  box: { x: number; y: number; width: number; height: number },
  frame: Frame,
): SceneDeclaration['slot'] {
  const cos = Math.cos(rad(frame.rotate ?? 0));
  const sin = Math.sin(rad(frame.rotate ?? 0));
  const tx = Math.tan(rad(frame.skewX ?? 0));
  const ty = Math.tan(rad(frame.skewY ?? 0));
  const map = (px: number, py: number): Point => {
    // skewY, then skewX, then rotate, then translate: SVG applies the rightmost first.
    const y1 = py + ty * px;
    const x2 = px + tx * y1;
    return [frame.x + cos * x2 - sin * y1, frame.y + sin * x2 + cos * y1];
  };
  return {
    topLeft: map(box.x, box.y),
    topRight: map(box.x + box.width, box.y),
    bottomLeft: map(box.x, box.y + box.height),
  };
}

const SIZE = { width: 1200, height: 900 };

export const SCENE_DECLARATIONS: readonly SceneDeclaration[] = [
  {
    id: 'shop-sign',
    file: 'shop-sign.svg',
    ...SIZE,
    slot: slotIn({ x: 56, y: 52, width: 428, height: 276 }, { x: 330, y: 300, rotate: -1.5 }),
    blend: 'multiply',
    opacity: 0.94,
    tone: 'light',
    lettering: 'horizontal',
    title: { en: 'Hanging shop sign', ja: '吊り看板', vi: 'Biển hiệu treo' },
  },
  {
    id: 'noren',
    file: 'noren.svg',
    ...SIZE,
    slot: slotIn({ x: 60, y: 70, width: 560, height: 420 }, { x: 260, y: 190 }),
    blend: 'normal',
    opacity: 0.93,
    tone: 'dark',
    lettering: 'vertical',
    title: { en: 'Noren curtain', ja: 'のれん', vi: 'Rèm noren' },
  },
  {
    id: 'business-card',
    file: 'business-card.svg',
    ...SIZE,
    slot: slotIn({ x: 70, y: 60, width: 410, height: 210 }, { x: 330, y: 300, rotate: -7 }),
    blend: 'multiply',
    opacity: 0.97,
    tone: 'light',
    lettering: 'horizontal',
    title: { en: 'Business card', ja: '名刺', vi: 'Danh thiếp' },
  },
  {
    id: 'storefront',
    file: 'storefront.svg',
    ...SIZE,
    slot: slotIn({ x: 0, y: 0, width: 520, height: 250 }, { x: 190, y: 300 }),
    blend: 'normal',
    opacity: 0.95,
    tone: 'dark',
    lettering: 'horizontal',
    title: { en: 'Storefront window', ja: '店舗のウィンドウ', vi: 'Cửa kính mặt tiền' },
  },
  {
    id: 'takeaway-bag',
    file: 'takeaway-bag.svg',
    ...SIZE,
    slot: slotIn({ x: 40, y: 150, width: 300, height: 260 }, { x: 420, y: 170, skewY: -4 }),
    blend: 'multiply',
    opacity: 0.9,
    tone: 'light',
    lettering: 'horizontal',
    title: { en: 'Takeaway bag', ja: 'テイクアウトの紙袋', vi: 'Túi giấy mang đi' },
  },
  {
    id: 't-shirt',
    file: 't-shirt.svg',
    ...SIZE,
    slot: slotIn({ x: 0, y: 0, width: 300, height: 220 }, { x: 450, y: 270 }),
    blend: 'multiply',
    opacity: 0.88,
    tone: 'light',
    lettering: 'horizontal',
    title: { en: 'T-shirt', ja: 'Tシャツ', vi: 'Áo thun' },
  },
  {
    id: 'phone-header',
    file: 'phone-header.svg',
    ...SIZE,
    slot: slotIn({ x: 44, y: 70, width: 272, height: 128 }, { x: 410, y: 60 }),
    blend: 'multiply',
    opacity: 1,
    tone: 'light',
    lettering: 'horizontal',
    title: {
      en: 'Website header on a phone',
      ja: 'スマートフォンのサイトヘッダー',
      vi: 'Đầu trang web trên điện thoại',
    },
  },
];

const FOLDER = path.resolve(import.meta.dirname, 'scenes');
const loaded = new Map<string, Scene>();

/** The scene with this id, its artwork read on first use; undefined for an unknown id. */
export function sceneById(id: string): Scene | undefined {
  let scene = loaded.get(id);
  if (!scene) {
    const declaration = SCENE_DECLARATIONS.find((d) => d.id === id);
    if (!declaration) return undefined;
    scene = loadScene(declaration, FOLDER);
    loaded.set(id, scene);
  }
  return scene;
}
