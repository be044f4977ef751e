import { useSigma } from '@react-sigma/core';
import { useEffect } from 'react';
import { quietEmptyLayers } from './quietLayers';

/** Keeps sigma's empty layers out of the browser's compositing (quietLayers.ts). Renders nothing. */
export function QuietLayersController() {
  const sigma = useSigma();
  useEffect(() => quietEmptyLayers(sigma), [sigma]);
  return null;
}
