import { Group, Image } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { documentImagePath } from '../editing/documentCalls';
import { editingText } from '../editing/editingLabels';

/** One 2:3 image of a document. */
function DocumentImage({ imageId, alt, testId }: { imageId: number; alt: string; testId: string }) {
  return (
    <Image src={documentImagePath(imageId)} alt={alt} h={150} w={100} fit="cover" radius="sm" data-testid={testId} />
  );
}

/** All Details + Images (view level 4, doc 2 §2): the document's cover and abstract images (2:3), if it has any. */
export function DocumentImages({ document }: { document: WorkspaceDocument }) {
  const { coverImageId, abstractImageId } = document;
  if (!coverImageId && !abstractImageId) return null;
  return (
    <Group gap="sm" align="flex-start" data-testid="document-images">
      {coverImageId && (
        <DocumentImage
          imageId={coverImageId}
          alt={editingText.coverImageAlt(document.title)}
          testId="document-cover-image"
        />
      )}
      {abstractImageId && (
        <DocumentImage
          imageId={abstractImageId}
          alt={editingText.abstractImageAlt(document.title)}
          testId="document-abstract-image"
        />
      )}
    </Group>
  );
}
