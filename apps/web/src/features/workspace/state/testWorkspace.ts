import { testInvestigation } from '../../investigations/testInvestigation';
import { defaultSpec } from './filterSpec';
import type { Workspace } from './workspaceContext';
import { createWorkspaceStore, type WorkspaceState } from './workspaceStore';

type TestOverrides = Partial<Omit<Workspace, 'store'>> & Partial<WorkspaceState>;

/**
 * A workspace context for unit tests: a Topic workspace (or a Person one, from `apiType`) of a test investigation,
 * no user, pages of 50, the default filter spec, with the fields a test cares about overridden — the static ones
 * and the store's (its state or its actions, such as a spy for updateSpec).
 */
export function testWorkspace(overrides: TestOverrides = {}): Workspace {
  const {
    investigation,
    apiType: type,
    topic: isTopic,
    user,
    pageSize,
    profilePersonId,
    reviewProfile,
    ...state
  } = overrides;
  const apiType = type ?? 'topic';
  const topic = isTopic ?? apiType === 'topic';
  const store = createWorkspaceStore(state.spec ?? defaultSpec(topic), profilePersonId);
  store.setState(state);
  return {
    investigation: investigation ?? testInvestigation(),
    apiType,
    topic,
    user: user ?? null,
    pageSize: pageSize ?? 50,
    profilePersonId,
    reviewProfile: reviewProfile ?? false,
    store,
  };
}
