import { testInvestigation } from '../../investigations/testInvestigation';
import { defaultSpec } from './filterSpec';
import type { Workspace } from './workspaceContext';

/**
 * A workspace context for unit tests: a Topic workspace (or a Person one, from `apiType`) of a test investigation,
 * no user, pages of 50, the default filter spec, with the fields a test cares about overridden.
 */
export function testWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const apiType = overrides.apiType ?? 'topic';
  const topic = overrides.topic ?? apiType === 'topic';
  return {
    investigation: testInvestigation(),
    apiType,
    topic,
    user: null,
    pageSize: 50,
    spec: defaultSpec(topic),
    updateSpec: () => undefined,
    shownAuthor: null,
    showAuthor: () => undefined,
    shownEntities: null,
    showEntities: () => undefined,
    ...overrides,
  };
}
