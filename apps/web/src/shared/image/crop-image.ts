/** A rectangle of an image in its own pixels, as the cropper reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Image types the server accepts for a picture (SPEC §5: png, gif, jpeg, bmp, x-icon). */
const IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];
export const ACCEPTED_IMAGE_TYPES = `${IMAGE_TYPES.join(',')},.ico`;

export function isAcceptedImage(file: File): boolean {
  if (IMAGE_TYPES.includes(file.type)) return true;
  // Some systems give icons no type at all.
  return file.type === '' && /\.ico$/i.test(file.name);
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
export async function cropToSquarePng(src: string, area: PixelArea, size: number): Promise<Blob> {
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
