import { Anchor, CopyButton, Menu } from '@mantine/core';
import { useUpdateSpec } from '../state/workspaceContext';
import { applyFreeText } from '../state/filterSpec';
import { hasTerm, termsText, useSearchDefinition } from '../terms';
import { personText } from './personLabels';

const scholarSearch = (term: string) => `https://scholar.google.com/scholar?q=${encodeURIComponent(`"${term}"`)}`;

/**
 * The menu of a research interest (doc 2 §2: "click a term for a term menu"): Find in Documents (the free-text
 * filter), in an editable Topic investigation Add Term / Add Term to New Group (as the selected-text menu does)
 * unless the term is already there, Copy, and a Google Scholar search.
 */
export function InterestTermMenu({ term }: { term: string }) {
  const updateSpec = useUpdateSpec();
  const definition = useSearchDefinition();
  const canAdd = Boolean(definition?.editable && definition.state && !hasTerm(definition.state, term));
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Anchor component="button" type="button" size="sm" ta="left">
          {term}
        </Anchor>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => updateSpec((spec) => applyFreeText(spec, term))}>
          {personText.findInDocuments}
        </Menu.Item>
        {canAdd && <Menu.Item onClick={() => definition!.addTerm(term, undefined)}>{termsText.addTerm}</Menu.Item>}
        {canAdd && (
          <Menu.Item onClick={() => definition!.addTerm(term, 'new')}>{termsText.addTermToNewGroup}</Menu.Item>
        )}
        <CopyButton value={term}>
          {({ copy }) => <Menu.Item onClick={copy}>{personText.copyTerm}</Menu.Item>}
        </CopyButton>
        <Menu.Item component="a" href={scholarSearch(term)} target="_blank" rel="noopener noreferrer">
          {personText.scholarSearch}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
