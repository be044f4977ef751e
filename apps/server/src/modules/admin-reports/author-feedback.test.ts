import { describe, expect, it } from 'vitest';
import { feedbackEvents, monthlyCounts } from './author-feedback.js';

const investigation = { investigation_id: 4, investigation_title: 'Ana Ferreira' };
const persons = [
  { id: 1, name: 'Ana Ferreira' },
  { id: 2, name: 'A. Ferreira' },
];

describe('the author feedback report', () => {
  it('lists merges, their undos and the votes in time order, with the persons concerned', () => {
    const events = feedbackEvents(
      [
        {
          ...investigation,
          merged_at: new Date('2026-01-30T10:00:00Z'),
          undone_at: new Date('2026-02-02T09:00:00Z'),
          user_email: 'a@example.org',
          persons,
        },
      ],
      [
        {
          ...investigation,
          decided_at: new Date('2026-02-01T00:00:00Z'),
          relevancy: 'Irrelevant',
          person_id: 3,
          person_name: 'Bo Li',
        },
      ],
    );
    expect(events.map((event) => [event.at.toISOString().slice(0, 10), event.user, event.kind, event.persons])).toEqual(
      [
        ['2026-01-30', 'a@example.org', 'Merge', 'Ana Ferreira (1); A. Ferreira (2)'],
        ['2026-02-01', null, 'Not this person', 'Bo Li (3)'],
        ['2026-02-02', null, 'Undone merge', 'Ana Ferreira (1); A. Ferreira (2)'],
      ],
    );
    expect(monthlyCounts(events)).toEqual([
      { month: '2026-01', kind: 'Merge', count: 1 },
      { month: '2026-02', kind: 'Undone merge', count: 1 },
      { month: '2026-02', kind: 'Not this person', count: 1 },
    ]);
  });
});
