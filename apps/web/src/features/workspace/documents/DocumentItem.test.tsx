import { MantineProvider } from '@mantine/core';
import type { Investigation, WorkspaceDocument } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click } from '../../../test/click';
import { testDocument } from '../data/testDocument';
import type { DocumentEdits } from '../data/useDocumentEdits';
import type { DocumentMarkups } from '../data/workspaceQueries';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { DocumentItem, type ItemOptions } from './DocumentItem';

const fetchMock = vi.fn<typeof fetch>();
const investigation = {
  id: 3,
  investigationType: 'Topic',
  mine: true,
  can: { open: true, screen: true, work: true, share: true, delete: true },
} as Investigation;
const edits: DocumentEdits = {
  setRelevancy: vi.fn(async () => undefined),
  setStarred: vi.fn(async () => undefined),
  setNote: vi.fn(async () => undefined),
  touch: vi.fn(async () => undefined),
  changeLabels: vi.fn(async () => undefined),
};

/** W2741809807 as the workspace receives it (../shared/data/openalex): its url is only the DOI resolver. */
const peerj = testDocument(7, {
  title: 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles',
  abstract: 'Despite growing interest in Open Access (OA) to scholarly literature, there is an unmet need for data.',
  doi: '10.7717/peerj.4375',
  url: 'https://doi.org/10.7717/peerj.4375',
  fullTextUrl: 'https://peerj.com/articles/4375.pdf',
  journal: 'PeerJ',
  keywords: ['Open access', 'Bibliometrics'],
  authors: [
    { id: 1, name: 'Heather Piwowar', affiliations: ['Impact Technology Development (United States)'] },
    { id: 2, name: 'Vincent Larivière', affiliations: ['Université de Montréal', 'Université du Québec à Montréal'] },
  ],
  identifiers: [
    { scheme: 'doi', id: '10.7717/peerj.4375', url: 'https://doi.org/10.7717/peerj.4375' },
    { scheme: 'openalex', id: 'W2741809807', url: 'https://openalex.org/W2741809807' },
    { scheme: 'pubmed', id: '29456894', url: 'https://pubmed.ncbi.nlm.nih.gov/29456894/' },
  ],
});
const mark = (text: string, start: number) => ({
  startIndex: start,
  endIndex: start + text.length,
  priority: 2,
  mandatory: false,
  entities: [],
  text,
});
/** A passage of the page text (not of the abstract, which All Details shows whole). */
const snippetText = 'We estimate that at least 28% of the scholarly literature is Open Access (19M in total).';
const markups: DocumentMarkups = {
  documentId: 7,
  title: [],
  abstract: [],
  terms: [{ term: 'open access', color: '2' }],
  snippets: [{ text: snippetText, markups: [mark('Open Access', 61)] }],
};

const options = (viewLevel: number, more: Partial<ItemOptions> = {}): ItemOptions => ({
  edits,
  knownLabels: [],
  showLabels: true,
  topic: true,
  facultyWorks: false,
  editable: true,
  reviewable: true,
  highlight: { searchTerms: true, entities: true },
  ...more,
  viewLevel,
});

function renderItem(
  viewLevel: number,
  document: WorkspaceDocument = peerj,
  itemMarkups: DocumentMarkups | undefined = markups,
  more: Partial<ItemOptions> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation })}>
          <DocumentItem document={document} markups={itemMarkups} options={options(viewLevel, more)} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const shown = (testId: string) => screen.queryAllByTestId(testId).length > 0;
const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('a document item by view level', () => {
  it('Titles (0): the title and its links, no authors, details or abstract', () => {
    renderItem(0);
    expect(shown('document-title')).toBe(true);
    expect(['document-authors', 'document-details', 'document-abstract', 'document-keywords'].filter(shown)).toEqual(
      [],
    );
  });

  it('Preview (1): authors as names, details and abstract; not keywords, terms, affiliations, identifiers or snippets', () => {
    renderItem(1);
    expect(screen.getByTestId('document-authors').textContent).toBe('Heather Piwowar, Vincent Larivière');
    expect(['document-details', 'document-abstract'].every(shown)).toBe(true);
    const next = [
      'document-keywords',
      'document-terms',
      'author-affiliations',
      'document-identifiers',
      'document-snippets',
    ];
    expect(next.filter(shown)).toEqual([]);
  });

  it('Preview (1) shows the labels row, unless the SHOW_DOCUMENT_LABELS setting turns labels off', () => {
    renderItem(1, { ...peerj, labels: ['to read'] });
    expect(within(screen.getByTestId('document-labels')).getByText('to read')).toBeTruthy();
    cleanup();
    renderItem(3, { ...peerj, labels: ['to read', 'fix'] }, markups, { showLabels: false, facultyWorks: true });
    expect(screen.queryByText('to read')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Add label' })).toBeNull();
    expect(shown('document-abstract')).toBe(true);
    // The faculty workflow's toggles are review controls, not labels shown: they stay.
    const labels = within(screen.getByTestId('document-labels'));
    expect(labels.getByRole('button', { name: 'fix' }).getAttribute('aria-pressed')).toBe('true');
    expect(labels.getByRole('button', { name: 'accepted' })).toBeTruthy();
  });

  it('Extended (2): adds the keywords and the search terms found; still no affiliations, identifiers or snippets', () => {
    renderItem(2);
    expect(within(screen.getByTestId('document-keywords')).getByText('Open access')).toBeTruthy();
    expect(within(screen.getByTestId('document-terms')).getByText('open access')).toBeTruthy();
    expect(['author-affiliations', 'document-identifiers', 'document-snippets'].filter(shown)).toEqual([]);
  });

  it('All Details (3): adds each author with their affiliations, the identifiers as links and the snippets', () => {
    renderItem(3);
    const authors = screen.getAllByTestId('document-author').map((author) => author.textContent);
    expect(authors).toEqual([
      'Heather Piwowar — Impact Technology Development (United States)',
      'Vincent Larivière — Université de Montréal; Université du Québec à Montréal',
    ]);
    const identifiers = within(screen.getByTestId('document-identifiers')).getAllByRole('link');
    expect(identifiers.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['DOI 10.7717/peerj.4375', 'https://doi.org/10.7717/peerj.4375'],
      ['OpenAlex W2741809807', 'https://openalex.org/W2741809807'],
      ['PubMed 29456894', 'https://pubmed.ncbi.nlm.nih.gov/29456894/'],
    ]);
    const snippet = screen.getByTestId('document-snippet');
    expect(snippet.textContent).toBe(snippetText);
    expect(snippet.querySelector('mark')?.textContent).toBe('Open Access');
    expect(shown('document-terms')).toBe(true);
  });

  it('leaves out a snippet that only repeats the abstract shown whole', () => {
    const repeat = { text: '…there is an unmet need for data.', markups: [] };
    renderItem(3, peerj, { ...markups, snippets: [repeat, ...markups.snippets!] });
    expect(screen.getAllByTestId('document-snippet').map((snippet) => snippet.textContent)).toEqual([snippetText]);
    cleanup();
    renderItem(3, peerj, { ...markups, snippets: [repeat] });
    expect(shown('document-snippets')).toBe(false);
  });

  it('never labels a DOI "Visit Website": below All Details the DOI url reads as the DOI, from it the identifiers show it', () => {
    renderItem(1);
    expect(linkNames()).toEqual(['DOI 10.7717/peerj.4375', 'View PDF']);
    cleanup();
    renderItem(3);
    expect(linkNames().filter((name) => name?.startsWith('DOI'))).toEqual(['DOI 10.7717/peerj.4375']);
    expect(linkNames()).not.toContain('Visit Website');
  });

  it('links Visit Website to the landing page when the document has one', () => {
    renderItem(3, { ...peerj, url: 'https://peerj.com/articles/4375/' });
    const website = screen.getByRole('link', { name: 'Visit Website' });
    expect(website.getAttribute('href')).toBe('https://peerj.com/articles/4375/');
    expect(linkNames()).toEqual([
      'DOI 10.7717/peerj.4375',
      'OpenAlex W2741809807',
      'PubMed 29456894',
      'Visit Website',
      'View PDF',
    ]);
  });

  it('All Details + Images (4) shows no image placeholder: no document has images yet', () => {
    renderItem(4);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(shown('document-snippets')).toBe(true);
  });

  it('keeps the author limit with affiliations: 8 and View All when there are more than 10', async () => {
    const authors = Array.from({ length: 11 }, (_, i) => ({
      id: i + 1,
      name: `Author ${i + 1}`,
      affiliations: [`Institute ${i + 1}`],
    }));
    renderItem(3, { ...peerj, authors });
    expect(screen.getAllByTestId('document-author')).toHaveLength(8);
    await click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByTestId('document-author')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'View Less' })).toBeTruthy();
  });

  it('opened below All Details, asks for its own terms found and snippets', async () => {
    fetchMock.mockResolvedValue(Response.json([markups]));
    renderItem(1, peerj, { documentId: 7, title: [], abstract: [] });
    expect(shown('document-snippets')).toBe(false);
    await click(screen.getByRole('button', { name: peerj.title }));
    await waitFor(() => expect(shown('document-snippets')).toBe(true));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ documentIds: [7], viewLevel: 3 });
    expect(shown('author-affiliations')).toBe(true);
    expect(edits.touch).toHaveBeenCalled();
  });
});

describe("an omnipotent user's document", () => {
  const withFiles = { ...peerj, coverImageId: 11, abstractImageId: 12, hasFullText: true } as WorkspaceDocument;
  const fullTextHref = (id: number) => `/api/investigations/topic/3/documents/${id}/full-text`;

  it('offers Edit and Upload Full Text in its menu, only where documents may be edited', async () => {
    renderItem(1, peerj, markups);
    expect(screen.queryByRole('button', { name: /^Document actions/ })).toBeNull();
    cleanup();
    renderItem(1, peerj, markups, { documentEditing: true });
    await click(screen.getByRole('button', { name: `Document actions: ${peerj.title}` }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Upload Full Text']);
    await click(screen.getByRole('menuitem', { name: 'Upload Full Text' }));
    expect(screen.getByRole('dialog', { name: `Upload Full Text: ${peerj.title}` })).toBeTruthy();
  });

  it('shows the cover and abstract images at All Details + Images (4) only, and View PDF opens the uploaded text', () => {
    renderItem(3, withFiles, markups, { fullTextHref });
    expect(shown('document-images')).toBe(false);
    expect(screen.getByRole('link', { name: 'View PDF' }).getAttribute('href')).toBe(fullTextHref(7));
    cleanup();
    renderItem(4, withFiles, markups, { fullTextHref });
    expect(screen.getByTestId('document-cover-image').getAttribute('src')).toBe('/api/images?imageId=11');
    expect(screen.getByTestId('document-abstract-image').getAttribute('src')).toBe('/api/images?imageId=12');
    expect(screen.getByRole('img', { name: `Cover of ${peerj.title}` })).toBeTruthy();
  });
});

describe("a viewer's document (the investigation shared read only)", () => {
  const reviewed = { ...peerj, relevancy: 'Relevant', starred: true, labels: ['core'] } as WorkspaceDocument;
  const readOnly = { reviewable: false, editable: false };

  it('offers no vote, star, note or label editing, and says the relevancy and star instead', () => {
    renderItem(1, reviewed, markups, readOnly);
    for (const name of ['Relevant', 'Irrelevant', 'Star', 'Note'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(screen.getByTestId('review-state')).getByText('Relevant')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Starred' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Add label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove label core' })).toBeNull();
  });

  it('opening it asks for its markups but never marks it read (a 403 the viewer would not understand)', async () => {
    vi.mocked(edits.touch).mockClear();
    fetchMock.mockResolvedValue(Response.json([markups]));
    renderItem(1, reviewed, { documentId: 7, title: [], abstract: [] }, readOnly);
    await click(screen.getByRole('button', { name: peerj.title }));
    await waitFor(() => expect(shown('document-snippets')).toBe(true));
    await click(screen.getAllByRole('link')[0]!);
    expect(edits.touch).not.toHaveBeenCalled();
  });

  it("a reviewer's keeps every review control", () => {
    renderItem(1, reviewed, markups, { reviewable: true, editable: false });
    for (const name of ['Relevant', 'Irrelevant', 'Star', 'Note'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByTestId('review-state')).toBeNull();
  });
});
