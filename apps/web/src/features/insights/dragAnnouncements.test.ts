import type { Active, Over } from '@dnd-kit/core';
import type { InsightReport } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { reportAnnouncements } from './dragAnnouncements';

const report = {
  sections: [
    { id: 0, name: 'Default Section', ordinal: -1 },
    { id: 3, name: 'Methods', ordinal: 0 },
  ],
  observations: [{ id: 12, title: 'Cover crops store carbon', section: 3, ordinal: 0 }],
} as unknown as InsightReport;

const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('drag and drop announcements of the report', () => {
  const say = reportAnnouncements(report);

  it('names the insight and the section instead of their internal ids', () => {
    expect(say.onDragStart({ active: active('insight-12') })).toBe('Picked up the insight Cover crops store carbon.');
    expect(say.onDragOver({ active: active('insight-12'), over: over('drop-0') })).toBe(
      'The insight Cover crops store carbon is over the end of the section Default Section.',
    );
    expect(say.onDragEnd({ active: active('section-3'), over: over('section-0') })).toBe(
      'The section Methods was dropped over the section Default Section.',
    );
    expect(say.onDragCancel({ active: active('section-3'), over: null })).toBe(
      'Moving the section Methods was cancelled; it is back where it was.',
    );
  });

  it('never reads an id, even for one that is gone', () => {
    const text = say.onDragOver({ active: active('insight-99'), over: null });
    expect(text).toBe('An item is no longer over a place to drop it.');
    expect(text).not.toMatch(/\d/);
  });
});
