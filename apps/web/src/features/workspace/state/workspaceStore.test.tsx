import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testWorkspace } from './testWorkspace';
import { useFilterSpec, useShownAuthor, useWorkspace, useWorkspaceState, WorkspaceContext } from './workspaceContext';
import { createWorkspaceStore } from './workspaceStore';
import { defaultSpec } from './filterSpec';

describe('the workspace store', () => {
  it('keeps a profile page on its person whatever the filter becomes', () => {
    const store = createWorkspaceStore(defaultSpec(true), 7);
    expect(store.getState().spec.personId).toBe(7);
    store.getState().updateSpec((spec) => ({ ...spec, personId: null, freeText: 'soil' }));
    expect(store.getState().spec).toMatchObject({ personId: 7, freeText: 'soil' });
    store.getState().setSpec(defaultSpec(true));
    expect(store.getState().spec.personId).toBe(7);
  });

  it('re-renders only the components that read the part that changed', () => {
    const renders = { static: 0, filter: 0, author: 0, selection: 0 };
    const StaticReader = () => {
      useWorkspace();
      renders.static++;
      return null;
    };
    const FilterReader = () => {
      useFilterSpec();
      renders.filter++;
      return null;
    };
    const AuthorReader = () => {
      useShownAuthor();
      renders.author++;
      return null;
    };
    const SelectionReader = () => {
      useWorkspaceState((state) => state.selection.ids.has(1));
      renders.selection++;
      return null;
    };
    const workspace = testWorkspace();
    render(
      <WorkspaceContext.Provider value={workspace}>
        <StaticReader />
        <FilterReader />
        <AuthorReader />
        <SelectionReader />
      </WorkspaceContext.Provider>,
    );
    const { updateSpec, showAuthor, changeSelection } = workspace.store.getState();
    act(() => updateSpec((spec) => ({ ...spec, freeText: 'soil' })));
    expect(renders).toEqual({ static: 1, filter: 2, author: 1, selection: 1 });
    act(() => showAuthor({ personId: 3, name: 'Ada' }));
    expect(renders).toEqual({ static: 1, filter: 2, author: 2, selection: 1 });
    act(() => changeSelection(() => ({ key: '', ids: new Set([2]) })));
    // Selecting another document leaves a row whose own state did not change alone.
    expect(renders.selection).toBe(1);
    act(() => changeSelection(() => ({ key: '', ids: new Set([1]) })));
    expect(renders).toEqual({ static: 1, filter: 2, author: 2, selection: 2 });
  });
});
