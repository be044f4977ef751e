import { Alert, Box, FileInput, Slider, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import Cropper from 'react-easy-crop';
import { pastedImage } from '../../lib/cropImage';
import type { PictureState } from './usePicture';

/** What the cropper needs of a picture's state (an owner with its own reducer passes just these). */
export type CroppedPicture = Pick<
  PictureState,
  'source' | 'area' | 'zoom' | 'problem' | 'show' | 'setArea' | 'setZoom'
>;

export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface CropPickerLabels {
  file: string;
  choose: string;
  crop: string;
  zoom: string;
}

interface CropPickerProps {
  picture: CroppedPicture;
  /**
   * Width over height of the kept part: 1 for an author, 2 / 3 for a document's cover (doc 2 §9); left out, the
   * picture's own (an insight's image keeps its shape).
   */
  aspect?: number;
  labels: CropPickerLabels;
  /** The cropper measures its box: it is drawn only while its page shows. */
  active?: boolean;
  autoFocus?: boolean;
  /** The cropper box's test id. */
  testId?: string;
  /** More ways to get a picture, under the file input (e.g. an address to fetch). */
  children?: ReactNode;
  /** The cropper's height in pixels. */
  height?: number;
}

/**
 * A picture chosen or pasted (lib/cropImage refuses one too large or not an image), then cropped to `aspect` with a
 * zoom; its state is the owner's (usePicture), who saves the crop.
 */
export function CropPicker({
  picture,
  aspect,
  labels,
  active = true,
  autoFocus,
  testId,
  children,
  height = 300,
}: CropPickerProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [ownAspect, setOwnAspect] = useState(4 / 3);
  const { source, zoom, problem, show, setArea, setZoom } = picture;
  return (
    <Box
      onPaste={(event) => {
        const file = pastedImage([...event.clipboardData.files]);
        if (file) show(file);
      }}
    >
      <FileInput
        label={labels.file}
        accept={IMAGE_TYPES}
        placeholder={labels.choose}
        onChange={(file) => file && show(file)}
        clearable={false}
        data-autofocus={autoFocus || undefined}
      />
      {children}
      {source && active && (
        <>
          <Text size="sm" mt="md">
            {labels.crop}
          </Text>
          <Box pos="relative" h={height} mt={4} data-testid={testId} data-cropped={picture.area !== null}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={aspect ?? ownAspect}
              onMediaLoaded={(media) => setOwnAspect(media.naturalWidth / media.naturalHeight)}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </Box>
          <Slider
            mt="sm"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={labels.zoom}
          />
        </>
      )}
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
