/** The avatar is saved as a square PNG of this size (SPEC §9: profile crop 300×300). */
export const AVATAR_SIZE = 300;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws the chosen area of an image into a size×size canvas and returns it as a PNG blob. */
export async function cropToSquarePng(src: string, area: PixelArea, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is unavailable.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
}

/** Types the server accepts for a picture (SPEC §5: png, gif, jpeg, bmp, x-icon). */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

export function isAcceptedImage(file: File): boolean {
  return IMAGE_TYPES.has(file.type);
}
export const ACCEPTED_IMAGE_TYPES = [...IMAGE_TYPES].join(',');
