import { useEffect, useState } from 'react';
import { pictureProblem, type CropArea } from '../../lib/cropImage';

/** A picture being chosen and cropped: its object URL, the part to keep, the zoom, and why a file was refused. */
export interface PictureState {
  source: string | null;
  /** The part to keep, in the picture's pixels (null until the cropper has measured it). */
  area: CropArea | null;
  zoom: number;
  problem: string | null;
  /** Shows a chosen, pasted or fetched picture, or refuses it (too large, not an image). */
  show: (blob: Blob) => void;
  setArea: (area: CropArea) => void;
  setZoom: (zoom: number) => void;
}

/** The state of a CropPicker, kept by its owner (who saves the crop); the object URL lives as long as the owner. */
export function usePicture(): PictureState {
  const [source, setSource] = useState<string | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const [zoom, setZoom] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const show = (blob: Blob) => {
    const refused = pictureProblem(blob);
    setProblem(refused);
    if (refused) return;
    setZoom(1);
    setArea(null);
    setSource(URL.createObjectURL(blob));
  };
  return { source, area, zoom, problem, show, setArea, setZoom };
}
