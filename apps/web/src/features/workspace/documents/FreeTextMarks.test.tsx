import { MantineProvider } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../data/testDocument';
import type { DocumentEdits } from '../data/useDocumentEdits';
import { defaultSpec } from '../state/filterSpec';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { DocumentItem, type ItemOptions } from './DocumentItem';
import { VIEW_LEVEL } from './documentsView';

afterEach(cleanup);

const investigation = {
  id: 3,
  investigationType: 'Topic',
  mine: true,
  can: { open: true, work: true, delete: true },
} as Investigation;
const edits = {
  setRelevancy: vi.fn(),
  setStarred: vi.fn(),
  setNote: vi.fn(),
  touch: vi.fn(),
  changeLabels: vi.fn(),
} as unknown as DocumentEdits;
const options = (viewLevel: number): ItemOptions => ({
  viewLevel,
  edits,
  knownLabels: [],
  showLabels: true,
  topic: true,
  facultyWorks: false,
  editable: true,
  reviewable: true,
  highlight: { searchTerms: true, entities: true },
});
const document = testDocument(7, {
  title: 'Open Access in Québec: a survey',
  abstract: 'Universities of Quebec publish openly. Soil science lags.',
  authors: [
    { id: 1, name: 'Vincent Larivière', affiliations: ['Université de Montréal'] },
    { id: 2, name: 'Heather Piwowar', affiliations: [] },
  ],
});

function renderItem(freeText: string, viewLevel: number = VIEW_LEVEL.preview) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation, spec: { ...defaultSpec(true), freeText } })}>
          <DocumentItem document={document} markups={undefined} options={options(viewLevel)} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const hits = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('mark[data-markup="free-text"]')].map((mark) => mark.textContent);

describe('the free-text hits in the documents list', () => {
  it('marks the words of the filter in the title, the abstract and the author names, accents and case aside', () => {
    renderItem('quebec lariviere');
    expect(hits('document-title')).toEqual(['Québec']);
    expect(hits('document-abstract')).toEqual(['Quebec']);
    expect(hits('document-authors')).toEqual(['Larivière']);
    // The marked name is still the author's one button, named by the whole name.
    expect(screen.getByRole('button', { name: 'Vincent Larivière' })).toBeTruthy();
  });

  it('marks the names one a line at All Details too', () => {
    renderItem('PIWOWAR', VIEW_LEVEL.allDetails);
    expect(hits('document-authors')).toEqual(['Piwowar']);
  });

  it('marks nothing without a free-text filter', () => {
    renderItem('');
    expect(document.title).toBe(screen.getByTestId('document-title').textContent);
    expect(window.document.querySelectorAll('mark').length).toBe(0);
  });
});
