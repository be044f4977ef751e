import { Anchor, Text } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { useState } from 'react';
import { workspaceText } from '../workspaceLabels';
import { hasAuthorToggle, visibleAuthors } from './documentFormat';
import { SECONDARY } from './itemKeys';

/** The authors of an item: the first `limit`, with View All / View Less when there are more than limit + 2. */
export function DocumentAuthors({ authors, limit }: { authors: WorkspaceDocument['authors']; limit: number }) {
  const [expanded, setExpanded] = useState(false);
  if (!authors.length) return null;
  const shown = visibleAuthors(authors, limit, expanded);
  return (
    <Text size="sm" c="dark.4" data-testid="document-authors">
      {shown.map((author) => author.name).join(', ')}
      {hasAuthorToggle(authors.length, limit) && (
        <>
          {expanded ? ' ' : '… '}
          <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)} {...SECONDARY}>
            {expanded ? workspaceText.viewLess : workspaceText.viewAll}
          </Anchor>
        </>
      )}
    </Text>
  );
}
