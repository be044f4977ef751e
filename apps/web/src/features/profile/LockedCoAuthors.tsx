import { Box } from '@mantine/core';
import type { AuthorGraph } from '@quarry/contract';
import { useMemo } from 'react';
import { GraphCanvas } from '../../graph/GraphCanvas';
import { LayoutController } from '../../graph/LayoutController';
import { authorGraphModel } from '../author-graph';

/** The person's co-authors as a small circular graph nobody can move (the Co-Authors tab has the real one). */
export default function LockedCoAuthors({ answer, label }: { answer: AuthorGraph; label: string }) {
  const graph = useMemo(
    () => authorGraphModel(answer, { sizeBy: 'documentCount', colorBy: 'recentAffiliationCode' }),
    [answer],
  );
  return (
    <Box h={180}>
      <GraphCanvas graph={graph} label={`${label}: ${graph.order}`}>
        <LayoutController layout="circular" />
      </GraphCanvas>
    </Box>
  );
}
