import { Alert, List } from '@mantine/core';
import { urlFilterMessages } from '@quarry/contract';

/** The URLs of a URL filter that no document has (doc 2 §5: reported, not dropped in silence). */
export function UnmatchedUrls({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={urlFilterMessages.unmatched(urls.length)} data-testid="unmatched-urls">
      <List size="sm">
        {urls.slice(0, 20).map((url) => (
          <List.Item key={url} style={{ wordBreak: 'break-all' }}>
            {url}
          </List.Item>
        ))}
      </List>
      {urls.length > 20 && `… and ${urls.length - 20} more`}
    </Alert>
  );
}
