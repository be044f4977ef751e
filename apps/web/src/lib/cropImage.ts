import { imageText, MAX_IMAGE_BYTES } from '@quarry/contract';

/** Why a chosen or pasted file cannot be a picture to crop (too large, not an image), or null. */
export function pictureProblem(file: Blob): string | null {
  if (file.size > MAX_IMAGE_BYTES) return imageText.tooLarge;
  if (!/^image\//.test(file.type)) return imageText.notImage;
  return null;
}

/** The part of the picture to keep, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of the stored square: larger crops are scaled down (a summary shows it small). */
export const STORED_SIDE = 400;

const loadImage = (source: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = source;
  });

/**
 * Cuts the area out of the picture and answers it as a PNG (what upload-image stores), scaled down so that its
 * longer side is at most `maxSide` (a person's square: STORED_SIDE).
 */
export async function cropToPng(source: string, area: CropArea, maxSide = STORED_SIDE): Promise<Blob> {
  const image = await loadImage(source);
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))), 'image/png'),
  );
}

/** The first image among pasted files. */
export const pastedImage = <F extends { type: string }>(files: readonly F[]): F | undefined =>
  files.find((file) => file.type.startsWith('image/'));
