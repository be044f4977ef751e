import { Box, Button, FileInput, Group, Image, Slider, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { RichTextEditor, Link } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { insightText, MAX_INSIGHT_TITLE_LENGTH, type Observation } from '@quarry/contract';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { AppDialog } from '../../components/dialog';
import { cropToPng, pictureProblem, type CropArea } from '../../lib/cropImage';
import type { InsightDraft } from '../workspace';
import { insightLabels } from './insightLabels';
import type { InsightImage } from './useInsightReport';

/** The longest side an insight's image is stored with (it fills a page's width in the Word file). */
const MAX_IMAGE_SIDE = 1600;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

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

const isSaved = (insight: Observation | InsightDraft): insight is Observation => 'id' in insight;

/** The whole of a picture as a crop area. */
const wholeArea = (source: string) =>
  new Promise<CropArea>((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve({ x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = source;
  });

/**
 * The insight dialog (doc 3 §2): a Details page (a required title, trimmed, and rich text) and an Image page (chosen or
 * pasted, then cropped). Saving with a crop sets the image; without one it keeps or, after Remove Image, clears it.
 */
export function InsightDialog({ insight, imageUrl, onSave, onClose }: InsightDialogProps) {
  const [title, setTitle] = useState(insight.title ?? '');
  const [source, setSource] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState(4 / 3);
  const [area, setArea] = useState<CropArea | null>(null);
  // The cropper measures its box: it is drawn only while the Image page shows.
  const [page, setPage] = useState<'details' | 'image'>('details');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: isSaved(insight) ? insight.observation : '',
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': insightLabels.text } },
  });
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => {
    if (!isSaved(insight) && insight.image) show(insight.image);
    // The draft's picture is shown once, when the dialog opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  function show(blob: Blob) {
    const refused = pictureProblem(blob);
    if (refused) return setProblem(refused);
    setProblem(null);
    setZoom(1);
    setRemoved(false);
    setSource(URL.createObjectURL(blob));
  }

  const trimmed = title.trim();
  const save = async () => {
    // An image not cropped on the Image page (a graph's picture, kept as it is) is stored whole.
    const kept = source ? (area && area.width > 0 && area.height > 0 ? area : await wholeArea(source)) : null;
    const image =
      source && kept ? { file: await cropToPng(source, kept, MAX_IMAGE_SIDE), crop: kept } : removed ? null : undefined;
    onSave({ title: trimmed, observation: editor?.getHTML() ?? '', image });
  };
  const shownImage = source ? null : removed ? null : imageUrl;

  return (
    <AppDialog
      opened
      size="xl"
      onClose={onClose}
      title={isSaved(insight) ? insightLabels.editInsight : insightLabels.newInsight}
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
              error={title.length > 0 && !trimmed ? insightText.titleRequired : undefined}
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
          <Box
            onPaste={(event) => {
              const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'));
              if (file) show(file);
            }}
          >
            <FileInput
              label={insightLabels.imageFile}
              accept={IMAGE_TYPES}
              placeholder={insightLabels.chooseImage}
              onChange={(file) => file && show(file)}
              clearable={false}
            />
            {source && page === 'image' && (
              <>
                <Text size="sm" mt="md">
                  {insightLabels.cropHint}
                </Text>
                <Box pos="relative" h={300} mt={4} data-testid="insight-image-cropper" data-cropped={area !== null}>
                  <Cropper
                    image={source}
                    crop={crop}
                    zoom={zoom}
                    aspect={aspect}
                    onMediaLoaded={(media) => setAspect(media.naturalWidth / media.naturalHeight)}
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
                  thumbLabel={insightLabels.zoom}
                />
              </>
            )}
            {shownImage && <Image src={shownImage} alt={insightLabels.image} mah={240} fit="contain" mt="md" />}
            {(source || shownImage) && (
              <Group mt="sm">
                <Button
                  variant="default"
                  color="red"
                  onClick={() => {
                    setSource(null);
                    setArea(null);
                    setRemoved(true);
                  }}
                >
                  {insightLabels.removeImage}
                </Button>
              </Group>
            )}
            {problem && (
              <Text c="red" size="sm" mt="sm" role="alert">
                {problem}
              </Text>
            )}
          </Box>
        </Tabs.Panel>
      </Tabs>
    </AppDialog>
  );
}
