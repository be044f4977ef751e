import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { markupsQuery, type DocumentMarkups } from '../data/workspaceQueries';
import { useWorkspace } from '../state/workspaceContext';
import { VIEW_LEVEL } from './documentsView';

/**
 * An item opened while the list shows less than All Details: its own markups at that level (terms found, snippets),
 * asked for it alone. Only opened items render this, so the others do not follow the workspace context.
 */
export function OwnMarkups({
  documentId,
  children,
}: {
  documentId: number;
  children: (markups: DocumentMarkups | undefined) => ReactNode;
}) {
  const { investigation, apiType } = useWorkspace();
  const { data } = useQuery(
    markupsQuery({ id: investigation.id, apiType, documentIds: [documentId], viewLevel: VIEW_LEVEL.allDetails }),
  );
  return children(data?.[0]);
}
