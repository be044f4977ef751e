import { Group, Image } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { documentImagePath } from '../editing/documentCalls';
import { editingText } from '../editing/editingLabels';

/** All Details + Images (view level 4, doc 2 §2): the document's cover and abstract images (2:3), if it has any. */
export function DocumentImages({ document }: { document: WorkspaceDocument }) {
  const { coverImageId, abstractImageId } = document;
  if (!coverImageId && !abstractImageId) return null;
  return (
    <Group gap="sm" align="flex-start" data-testid="document-images">
      {coverImageId && (
        <Image
          src={documentImagePath(coverImageId)}
          alt={editingText.coverImageAlt(document.title)}
          h={150}
          w={100}
          fit="cover"
          radius="sm"
          data-testid="document-cover-image"
        />
      )}
      {abstractImageId && (
        <Image
          src={documentImagePath(abstractImageId)}
          alt={editingText.abstractImageAlt(document.title)}
          h={150}
          w={100}
          fit="cover"
          radius="sm"
          data-testid="document-abstract-image"
        />
      )}
    </Group>
  );
}
