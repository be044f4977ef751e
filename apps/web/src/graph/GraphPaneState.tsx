import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface GraphPaneStateProps {
  /** The graph's answer is not there yet; `error` says why when it will not come. */
  loading: boolean;
  error: Error | null;
  empty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

/** A graph pane's states before the drawing: the failure, the loading text (doc 3 §2), the empty graph. */
export function GraphPaneState({ loading, error, empty, loadingText, emptyText, children }: GraphPaneStateProps) {
  if (loading && error) {
    return (
      <Text p="md" c="red">
        {error.message}
      </Text>
    );
  }
  if (loading) {
    return (
      <Center h="100%">
        <Loader size="sm" mr="sm" />
        <Text>{loadingText}</Text>
      </Center>
    );
  }
  if (empty) return <Text p="md">{emptyText}</Text>;
  return <>{children}</>;
}
