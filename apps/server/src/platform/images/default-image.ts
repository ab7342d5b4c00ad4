import { drawText, encodePng } from './draw.ts';
import { Canvas, circle, grow, hex, outline, polygon, squareBox } from './raster.ts';

/** Logo images are square, this many pixels a side. */
export const IMAGE_SIZE = 400;

/** The neutral grey "no image" placeholder served when a logo image is missing. */
export function renderDefaultImage(): Buffer {
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE, hex('#EEEEEE'));
  const line = hex('#C4C4C4');
  const frame = polygon([120, 100, 280, 100, 280, 230, 120, 230]);
  canvas.fillSdf(outline(grow(frame, 6), 10), { x0: 100, y0: 80, x1: 300, y1: 250 }, line);
  canvas.fillSdf(
    grow(polygon([140, 212, 190, 150, 222, 188, 236, 172, 262, 212]), 2),
    squareBox(200, 180, 70),
    line,
  );
  canvas.fillSdf(circle(240, 135, 13), squareBox(240, 135, 16), line);
  drawText(canvas, 'NO IMAGE', IMAGE_SIZE / 2, 280, 4, hex('#A3A3A3'));
  return encodePng(canvas, { flat: true });
}
