import { cropToPng, type CropArea } from '../../lib/cropImage';
import type { ImageToSave } from './insightDialogModel';
import type { InsightImage } from './useInsightReport';

/** The longest side an insight's image is stored with (it fills a page's width in the Word file). */
const MAX_IMAGE_SIDE = 1600;

/** The whole of a picture as a crop area. */
const wholeArea = (source: string) =>
  new Promise<CropArea>((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve({ x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = source;
  });

/** The image saved: the picture cut to its crop (the whole of it when never cropped), or null/undefined as chosen. */
export async function savedImage(choice: ImageToSave): Promise<InsightImage | null | undefined> {
  if (choice.kind === 'clear') return null;
  if (choice.kind === 'keep') return undefined;
  const crop = choice.kind === 'crop' ? choice.area : await wholeArea(choice.source);
  return { file: await cropToPng(choice.source, crop, MAX_IMAGE_SIDE), crop };
}
