import { MantineProvider } from '@mantine/core';
import { urlFilterMessages } from '@quarry/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../data/testDocument';
import { WorkspaceContext } from '../state/workspaceContext';
import { testWorkspace } from '../state/testWorkspace';
import { FacultyStrip } from './FacultyStrip';
import { FilterByUrlsDialog } from './FilterByUrlsDialog';

afterEach(cleanup);

describe('Filter by document URLs', () => {
  const open = (onFilter = vi.fn()) => {
    render(
      <MantineProvider env="test">
        <FilterByUrlsDialog initial={[]} onFilter={onFilter} onClose={() => undefined} />
      </MantineProvider>,
    );
    return {
      onFilter,
      field: screen.getByLabelText(/Document URLs/),
      button: screen.getByRole('button', { name: 'Filter' }),
    };
  };

  it('is disabled while blank, names a line that is no http(s) URL, and sends one URL a line', () => {
    const { onFilter, field, button } = open();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'https://a.org/1\nwww.b.org' } });
    expect(screen.getByText(urlFilterMessages.notUrl('www.b.org'))).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' https://a.org/1 \n\nhttp://b.org' } });
    fireEvent.click(button);
    expect(onFilter).toHaveBeenCalledWith(['https://a.org/1', 'http://b.org']);
  });
});

describe('the faculty workflow strip', () => {
  it('sets a stage’s filter on click, and shows the shown stage’s count', () => {
    const workspace = testWorkspace({ apiType: 'person' });
    const documents = [testDocument(1, { touched: false }), testDocument(2, { touched: false })];
    const view = () => (
      <MantineProvider env="test">
        <WorkspaceContext.Provider value={workspace}>
          <FacultyStrip documents={documents} allLoaded={false} />
        </WorkspaceContext.Provider>
      </MantineProvider>
    );
    const { rerender } = render(view());
    expect(screen.getByRole('button', { name: "1. Mark 'fix'" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "1. Mark 'fix'" }));
    expect(workspace.store.getState().spec).toMatchObject({
      displayedResultsStatus: 'Unread',
      onlyInvestigationResearchers: true,
    });
    rerender(view());
    expect(screen.getByRole('button', { name: "1. Mark 'fix': 2+" }).getAttribute('aria-current')).toBe('step');
  });
});
