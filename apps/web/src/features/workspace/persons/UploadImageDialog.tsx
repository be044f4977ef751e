import { Alert, Button, Group, TextInput } from '@mantine/core';
import { imageText, personsApi, uploadedImage, type PersonDetails } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, callBlob, callUpload } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { CropPicker, usePicture } from '../../../components/image';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { cropToPng } from '../../../lib/cropImage';
import { personText } from './personLabels';
import { personDetailsKey, personSummariesKey } from './personQueries';

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
  const picture = usePicture();
  const { source, area } = picture;
  // A refused fetch or save; a refused file is the picker's to tell.
  const [problem, setProblem] = useState<string | null>(null);
  const [address, setAddress] = useState('');

  const show = (blob: Blob) => {
    setProblem(null);
    picture.show(blob);
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
      <CropPicker
        picture={picture}
        aspect={1}
        height={260}
        labels={{
          file: personText.imageFile,
          choose: personText.chooseImage,
          crop: imageText.crop,
          zoom: personText.zoom,
        }}
        autoFocus
        testId="image-cropper"
      >
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
      </CropPicker>
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </AppDialog>
  );
}
