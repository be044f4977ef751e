import { Button, Checkbox, Image, Stack } from '@mantine/core';
import { imageText, type DocumentImageKind } from '@quarry/contract';
import { CropPicker, type PictureState } from '../../../components/image';
import { documentImagePath } from './documentCalls';
import { editingText } from './editingLabels';
import type { ImageChoice } from './saveDocument';

/** Documents' cover and abstract images are 2:3 (doc 2 §9). */
export const DOCUMENT_IMAGE_ASPECT = 2 / 3;

interface ImagePageProps {
  kind: DocumentImageKind;
  /** The stored image's id, if the document has one. */
  storedImageId: number | null | undefined;
  picture: PictureState;
  choice: ImageChoice;
  /** Changes the choice from its latest value (the cropper reports after renders). */
  onChoice: (update: (choice: ImageChoice) => ImageChoice) => void;
  /** The page shows (the cropper measures its box). */
  active: boolean;
}

/**
 * The Cover Image or Abstract Image page (doc 2 §5): the stored image with Remove Image, or a new picture chosen or
 * pasted and cropped 2:3; it is sent after the document is saved.
 */
export function ImagePage({ kind, storedImageId, picture, choice, onChoice, active }: ImagePageProps) {
  const shown = storedImageId && !choice.removed && !picture.source ? storedImageId : null;
  return (
    <Stack gap="sm">
      {shown && (
        <>
          <Image
            src={documentImagePath(shown)}
            alt={editingText.currentImage(kind)}
            h={240}
            w="auto"
            fit="contain"
            data-testid={`stored-${kind}-image`}
          />
          <Button variant="default" color="red" onClick={() => onChoice((current) => ({ ...current, removed: true }))}>
            {imageText.clear}
          </Button>
        </>
      )}
      <CropPicker
        picture={picture}
        aspect={DOCUMENT_IMAGE_ASPECT}
        active={active}
        labels={{
          file: editingText.imageFile,
          choose: editingText.chooseImage,
          crop: editingText.cropHint,
          zoom: editingText.zoom,
        }}
        testId={`${kind}-image-cropper`}
      />
      {kind === 'cover' && (
        <Checkbox
          label={editingText.journalImage}
          checked={choice.journalImage}
          onChange={(event) => {
            const journalImage = event.currentTarget.checked;
            onChoice((current) => ({ ...current, journalImage }));
          }}
        />
      )}
    </Stack>
  );
}
