import type { Announcements } from '@dnd-kit/core';
import type { InsightReport } from '@quarry/contract';

export const dragText = {
  section: (name: string) => `the section ${name}`,
  insight: (title: string) => `the insight ${title}`,
  endOf: (name: string) => `the end of the section ${name}`,
  unknown: 'an item',
  pickedUp: (what: string) => `Picked up ${what}.`,
  over: (what: string, where: string) => `${capitalised(what)} is over ${where}.`,
  overNothing: (what: string) => `${capitalised(what)} is no longer over a place to drop it.`,
  dropped: (what: string, where: string) => `${capitalised(what)} was dropped over ${where}.`,
  droppedNowhere: (what: string) => `${capitalised(what)} was dropped where it was.`,
  cancelled: (what: string) => `Moving ${what} was cancelled; it is back where it was.`,
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What a screen reader hears while a section or an insight is dragged: their names and titles, not the drag and
 * drop library's internal ids (`section-3`, `insight-12`, `drop-3`).
 */
export function reportAnnouncements(report: InsightReport): Announcements {
  const named = (id: string | number): string => {
    const key = String(id);
    const number = Number(key.slice(key.lastIndexOf('-') + 1));
    const section = () => report.sections.find((candidate) => candidate.id === number)?.name;
    if (key.startsWith('insight-')) {
      const title = report.observations.find((candidate) => candidate.id === number)?.title;
      return title === undefined ? dragText.unknown : dragText.insight(title);
    }
    const name = section();
    if (name === undefined) return dragText.unknown;
    return key.startsWith('drop-') ? dragText.endOf(name) : dragText.section(name);
  };
  return {
    onDragStart: ({ active }) => dragText.pickedUp(named(active.id)),
    onDragOver: ({ active, over }) =>
      over ? dragText.over(named(active.id), named(over.id)) : dragText.overNothing(named(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? dragText.dropped(named(active.id), named(over.id)) : dragText.droppedNowhere(named(active.id)),
    onDragCancel: ({ active }) => dragText.cancelled(named(active.id)),
  };
}
