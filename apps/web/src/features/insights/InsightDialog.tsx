import { Button, Group, Image, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { RichTextEditor, Link } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { MAX_INSIGHT_TITLE_LENGTH, type Observation } from '@quarry/contract';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useReducer, useState } from 'react';
import { AppDialog } from '../../components/dialog';
import { CropPicker, type CroppedPicture } from '../../components/image';
import { pictureProblem } from '../../lib/cropImage';
import type { InsightDraft } from '../workspace';
import {
  draftPicture,
  hasPicture,
  imageToSave,
  initialPicture,
  initialText,
  insightDialogTitle,
  pictureReducer,
  storedImageShown,
  titleError,
} from './insightDialogModel';
import { savedImage } from './insightImage';
import { insightLabels } from './insightLabels';
import type { InsightImage } from './useInsightReport';

export interface InsightDialogResult {
  title: string;
  observation: string;
  /** A new image, null to remove the one it had, undefined to keep it. */
  image: InsightImage | null | undefined;
}

interface InsightDialogProps {
  /** The insight edited, or the draft of a new one. */
  insight: Observation | InsightDraft;
  imageUrl?: string;
  onSave: (result: InsightDialogResult) => void;
  onClose: () => void;
}

/**
 * The insight dialog (doc 3 §2): a Details page (a required title, trimmed, and rich text) and an Image page (chosen or
 * pasted, then cropped). Saving with a crop sets the image; without one it keeps or, after Remove Image, clears it.
 */
export function InsightDialog({ insight, imageUrl, onSave, onClose }: InsightDialogProps) {
  const [title, setTitle] = useState(insight.title ?? '');
  const [picture, dispatch] = useReducer(pictureReducer, initialPicture);
  const { source } = picture;
  // The cropper measures its box: it is drawn only while the Image page shows.
  const [page, setPage] = useState<'details' | 'image'>('details');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initialText(insight),
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': insightLabels.text } },
  });
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => {
    const image = draftPicture(insight);
    if (image) show(image);
    // The draft's picture is shown once, when the dialog opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  function show(blob: Blob) {
    const refused = pictureProblem(blob);
    dispatch(refused ? { type: 'refused', problem: refused } : { type: 'shown', source: URL.createObjectURL(blob) });
  }

  const cropped: CroppedPicture = {
    ...picture,
    show,
    setArea: (area) => dispatch({ type: 'cropped', area }),
    setZoom: (zoom) => dispatch({ type: 'zoomed', zoom }),
  };
  const trimmed = title.trim();
  const save = async () => {
    onSave({ title: trimmed, observation: editor?.getHTML() ?? '', image: await savedImage(imageToSave(picture)) });
  };
  const shownImage = storedImageShown(picture, imageUrl);

  return (
    <AppDialog
      opened
      size="xl"
      onClose={onClose}
      title={insightDialogTitle(insight)}
      primaryAction={{ label: insightLabels.save, onClick: () => void save(), disabled: !trimmed }}
      closeLabel={insightLabels.cancel}
    >
      <Tabs value={page} onChange={(next) => setPage(next === 'image' ? 'image' : 'details')} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="details">{insightLabels.details}</Tabs.Tab>
          <Tabs.Tab value="image">{insightLabels.image}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <Stack gap="sm">
            <TextInput
              label={insightLabels.title}
              required
              value={title}
              maxLength={MAX_INSIGHT_TITLE_LENGTH}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={titleError(title)}
              data-autofocus
            />
            {'referencedEntity' in insight && insight.referencedEntity && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                {insight.referencedEntity}
              </Text>
            )}
            <RichTextEditor editor={editor}>
              <RichTextEditor.Toolbar>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                  <RichTextEditor.Strikethrough />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.H2 />
                  <RichTextEditor.H3 />
                  <RichTextEditor.BulletList />
                  <RichTextEditor.OrderedList />
                  <RichTextEditor.Blockquote />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Link />
                  <RichTextEditor.Unlink />
                </RichTextEditor.ControlsGroup>
              </RichTextEditor.Toolbar>
              <RichTextEditor.Content mih={160} />
            </RichTextEditor>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="image" pt="sm">
          <CropPicker
            picture={cropped}
            labels={{
              file: insightLabels.imageFile,
              choose: insightLabels.chooseImage,
              crop: insightLabels.cropHint,
              zoom: insightLabels.zoom,
            }}
            active={page === 'image'}
            testId="insight-image-cropper"
          />
          {shownImage && <Image src={shownImage} alt={insightLabels.image} mah={240} fit="contain" mt="md" />}
          {hasPicture(picture, imageUrl) && (
            <Group mt="sm">
              <Button variant="default" color="red" onClick={() => dispatch({ type: 'removed' })}>
                {insightLabels.removeImage}
              </Button>
            </Group>
          )}
        </Tabs.Panel>
      </Tabs>
    </AppDialog>
  );
}
