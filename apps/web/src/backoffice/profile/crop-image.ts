import type { Area } from 'react-easy-crop';

/** The one avatar size staff pictures are saved at (SPEC §9: a square crop, 400×400). */
export const AVATAR_SIZE = 400;

/** Image types the profile accepts (SPEC §5): png, gif, jpeg, bmp and x-icon. */
export const IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;
export const IMAGE_ACCEPT = `${IMAGE_TYPES.join(',')},.ico`;

export function isAcceptedImage(file: File): boolean {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
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

/** Draws the chosen square of the image at 400×400 and returns it as a PNG. */
export async function cropToSquare(src: string, area: Area, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    );
  });
}
