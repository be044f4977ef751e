import { familyOf, type Investigation } from '@quarry/contract';

/** An investigation for unit tests, with the fields a test cares about overridden; its family follows its kind. */
export const testInvestigation = (overrides: Partial<Investigation> = {}): Investigation => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  title: 'Graphene batteries',
  goals: '',
  alertsEnabled: false,
  blind: false,
  createdOn: '2024-05-01T10:00:00.000Z',
  lastUserInteractionTime: null,
  createdBy: 'Ada',
  totalDocuments: 0,
  investigationType: familyOf(overrides.investigationSubType ?? 'Topic'),
  investigationSubType: 'Topic',
  status: 'PENDING',
  statusReason: null,
  age: 0,
  mine: true,
  sharedAs: null,
  can: { open: true, screen: true, work: true, share: true, delete: true },
  ...overrides,
});
