import type { Observation } from '@quarry/contract';

/** The author a Person insight is about (its referencedObject is the person's id), shown in its preview. */
export function insightPerson(insight: Observation): { personId: number; name: string } | null {
  if (insight.type !== 'Person' || !/^\d{1,15}$/.test(insight.referencedObject ?? '')) return null;
  return { personId: Number(insight.referencedObject), name: insight.referencedEntity ?? '' };
}
