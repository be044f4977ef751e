import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useSharedHarvestProgress } from '../harvests';
import { useSearchDefinition } from '../terms';
import { useSuggestedTerms } from './suggestedContext';
import { suggestedText } from './suggestedLabels';
import { SuggestedTermChip } from './SuggestedTermChip';

/**
 * The suggested-terms pane of a Topic investigation (doc 2 §2), over the documents: the suggestions as chips,
 * Add Selected Terms (into the search definition, within the term limit; the server then harvests them, which
 * the heading shows) and More. Hidden while there is nothing to suggest.
 */
export function SuggestedTermsPane() {
  const suggested = useSuggestedTerms();
  const definition = useSearchDefinition();
  const harvest = useSharedHarvestProgress();
  if (!suggested || suggested.suggestions.length === 0) return null;
  const { suggestions, loading, adding } = suggested;
  const editable = Boolean(definition?.editable && definition.state);
  const anySelected = suggestions.some((s) => s.selected);
  return (
    <Group
      component="section"
      aria-label={suggestedText.pane}
      data-testid="suggested-terms"
      px="sm"
      py={6}
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="xs" fw={700} c="dimmed" mt={3} style={{ whiteSpace: 'nowrap' }}>
        {suggestedText.pane}
      </Text>
      <Group gap={6} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        {suggestions.map((suggestion) => (
          <SuggestedTermChip
            key={suggestion.term}
            suggestion={suggestion}
            state={definition?.state}
            editable={editable}
            onToggle={() => suggested.toggle(suggestion.term)}
            onModifier={(modifier) => suggested.setModifier(suggestion.term, modifier)}
            onGroup={(group) => suggested.setGroup(suggestion.term, group)}
            onReject={() => suggested.reject(suggestion.term)}
          />
        ))}
      </Group>
      <Group gap={4} wrap="nowrap">
        {loading && <Loader size={12} aria-label={suggestedText.loading} />}
        <Button
          size="compact-xs"
          // The server harvests the added terms: the heading shows the harvest while it runs.
          onClick={() => void suggested.addSelected(harvest?.watch)}
          disabled={!editable || !anySelected}
          loading={adding}
        >
          {suggestedText.addSelected}
        </Button>
        <Tooltip label={suggestedText.moreHint}>
          <Button size="compact-xs" variant="subtle" onClick={() => void suggested.more()} disabled={!editable}>
            {suggestedText.more}
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
