import { Alert, Box, Button, FileInput, Group, Slider, Text, TextInput } from '@mantine/core';
import { imageText, personsApi, uploadedImage, type PersonDetails } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { callApi, callBlob, callUpload } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { cropToPng, pictureProblem, type CropArea } from '../../../lib/cropImage';
import { personText } from './personLabels';
import { personDetailsKey, personSummariesKey } from './personQueries';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

interface UploadImageDialogProps {
  details: PersonDetails;
  onClose: () => void;
}

/** A picture for the author (doc 2 §5): chosen, pasted or fetched from an address, cropped to a square, saved. */
export function UploadImageDialog({ details, onClose }: UploadImageDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const params = { type: apiType, id: investigation.id, personId: details.id };
  const base = `/api/investigations/${apiType}/${investigation.id}/person-details/${details.id}`;
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const show = (blob: Blob) => {
    const refused = pictureProblem(blob);
    if (refused) return setProblem(refused);
    setProblem(null);
    setZoom(1);
    setSource(URL.createObjectURL(blob));
  };
  const fetchFromAddress = useMutation({
    mutationFn: () => callBlob(`${base}/preprocess-image`, { url: address }, { handle: [400, 404] }),
    onSuccess: show,
    onError: (error) => setProblem(error.message),
  });
  const save = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.set('file', await cropToPng(source!, area!), 'author.png');
      const { authorImageId } = await callUpload(`${base}/upload-image`, form, {
        response: uploadedImage,
        handle: [400],
      });
      return callApi(personsApi.saveDetails, {
        params,
        body: { ...details, universityProfileUrl: details.universityProfileUrl ?? '', authorImageId },
        handle: [400, 403],
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: personDetailsKey(investigation.id) });
      await queryClient.invalidateQueries({ queryKey: personSummariesKey(investigation.id) });
      onClose();
    },
    onError: (error) => setProblem(error.message),
  });

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={imageText.uploadTitle}
      primaryAction={{
        label: workspaceText.save,
        onClick: () => save.mutate(),
        disabled: !source || !area,
        loading: save.isPending,
      }}
      closeLabel={workspaceText.cancel}
    >
      <Box
        onPaste={(event) => {
          const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'));
          if (file) show(file);
        }}
      >
        <FileInput
          label={personText.imageFile}
          accept={IMAGE_TYPES}
          placeholder={personText.chooseImage}
          onChange={(file) => file && show(file)}
          clearable={false}
          data-autofocus
        />
        <Group align="flex-end" gap="xs" mt="sm" wrap="nowrap">
          <TextInput
            label={imageText.fromUrl}
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            onClick={() => fetchFromAddress.mutate()}
            disabled={!address.trim()}
            loading={fetchFromAddress.isPending}
          >
            {personText.fetchImage}
          </Button>
        </Group>
        {source && (
          <>
            <Text size="sm" mt="md">
              {imageText.crop}
            </Text>
            <Box pos="relative" h={260} mt={4} data-testid="image-cropper">
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
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
              thumbLabel={personText.zoom}
            />
          </>
        )}
        {problem && (
          <Alert color="red" mt="sm" role="alert">
            {problem}
          </Alert>
        )}
      </Box>
    </AppDialog>
  );
}
