import type { About } from '@quarry/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { aboutQuery } from './authQueries';

/** The environment flags; public pages load them before they open (doc 1 §2), so this does not wait. */
export function useAbout(): About {
  return useSuspenseQuery(aboutQuery).data;
}
