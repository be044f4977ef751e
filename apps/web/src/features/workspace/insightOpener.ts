import type { ObservationType } from '@quarry/contract';
import { createContext, useContext } from 'react';

/** What an insight starts from where the user adds it (doc 3 §4): its type, a proposed title, what it refers to. */
export interface InsightDraft {
  type: ObservationType;
  title?: string;
  referencedObject?: string | null;
  referencedEntity?: string | null;
  observationTitle?: string | null;
  /** A picture to start the Image page with (a graph's canvas). */
  image?: Blob;
}

/** Opens the insight dialog on a draft; null where reports are off or the user may not work in the investigation. */
export const InsightOpenerContext = createContext<((draft: InsightDraft) => void) | null>(null);

export const useOpenInsight = () => useContext(InsightOpenerContext);
