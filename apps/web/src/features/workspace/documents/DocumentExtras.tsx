import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { DocumentIdentifier, FoundTerm, Snippet } from '@quarry/contract';
import type { Highlight } from '../state/filterSpec';
import { termColor } from '../terms';
import { workspaceText } from '../workspaceLabels';
import { identifierText } from './documentLinks';
import { HighlightedText } from './HighlightedText';
import { SECONDARY } from './itemKeys';
import { visibleMarkups } from './markupSegments';

const plainCase = { textTransform: 'none' } as const;
/** A keyword or term longer than the item wraps inside its badge instead of being cut. */
const wrapping = {
  root: { maxWidth: '100%', height: 'auto' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** Extended (level 2+): the document's keywords, and the investigation's search terms found in it. */
export function DocumentKeywordsAndTerms({
  keywords,
  terms,
}: {
  keywords: readonly string[];
  terms: readonly FoundTerm[];
}) {
  if (keywords.length === 0 && terms.length === 0) return null;
  return (
    <Stack gap={4}>
      {keywords.length > 0 && (
        <Group gap={4} data-testid="document-keywords">
          <Text size="xs" c="dimmed">
            {workspaceText.keywords}
          </Text>
          {keywords.map((keyword) => (
            <Badge key={keyword} variant="light" color="gray" size="sm" style={plainCase} styles={wrapping}>
              {keyword}
            </Badge>
          ))}
        </Group>
      )}
      {terms.length > 0 && (
        <Group gap={4} data-testid="document-terms">
          <Text size="xs" c="dimmed">
            {workspaceText.termsFound}
          </Text>
          {terms.map(({ term, color }) => (
            <Badge key={term} size="sm" c="dark.9" bg={termColor(color).pale} style={plainCase} styles={wrapping}>
              {term}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** All Details (level 3+): the passages of the document where its search terms occur, marked as the abstract is. */
export function DocumentSnippets({ snippets, highlight }: { snippets: readonly Snippet[]; highlight: Highlight }) {
  if (snippets.length === 0) return null;
  return (
    <Stack gap={2} data-testid="document-snippets">
      <Text size="xs" c="dimmed">
        {workspaceText.snippets}
      </Text>
      {snippets.map((snippet, index) => (
        <Box key={index} pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
          <Text size="sm" c="dark.6" data-testid="document-snippet">
            <HighlightedText text={snippet.text} markups={visibleMarkups(snippet.markups, highlight)} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** All Details (level 3+): the document's identifiers, each a link that reads as what it is ("DOI 10.…"). */
export function DocumentIdentifiers({
  identifiers,
  onOpen,
}: {
  identifiers: readonly DocumentIdentifier[];
  onOpen: () => void;
}) {
  if (identifiers.length === 0) return null;
  return (
    <Group gap="md" data-testid="document-identifiers">
      {identifiers.map((identifier) => (
        <Anchor
          key={`${identifier.scheme}:${identifier.id}`}
          href={identifier.url}
          target="_blank"
          rel="noreferrer"
          size="sm"
          onClick={onOpen}
          data-scheme={identifier.scheme}
          {...SECONDARY}
        >
          {identifierText(identifier)}
        </Anchor>
      ))}
    </Group>
  );
}
