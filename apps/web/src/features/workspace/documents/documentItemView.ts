import type { JournalList, WorkspaceDocument } from '@quarry/contract';
import { TERM_SOURCE_ATTRIBUTE } from '../terms';
import { authorLimit, documentDetails } from './documentFormat';
import { VIEW_LEVEL } from './documentsView';

/**
 * What one result shows (doc 2 §2), apart from React: by view level, what an opened item adds, and how its title
 * reads. Each level shows everything of the ones below it.
 */

/** An opened item shows at least All Details. */
export const shownLevel = (viewLevel: number, open: boolean): number =>
  open ? Math.max(viewLevel, VIEW_LEVEL.allDetails) : viewLevel;

export interface ItemParts {
  /** Authors, details, abstract, note and labels (Preview, 1+). */
  preview: boolean;
  /** Keywords and the search terms found (Extended, 2+). */
  extended: boolean;
  /** Affiliations, identifiers, merged records, the whole abstract and the snippets (All Details, 3+). */
  allDetails: boolean;
  /** The cover and abstract images (All Details + Images, 4). */
  images: boolean;
  /** Publication details under the authors ('journal · date · …'), when there are any. */
  details: string[];
  /** facultyWorks users: the journal is shown apart, coloured by its B&W listing (the colour menu), not in details. */
  journalListing: { journal: string; listing: JournalList } | undefined;
  /** facultyWorks users: the by-researchers label and the authors' researcher cues. */
  researcherCues: boolean;
  /** The records a merged document is made of. */
  sources: boolean;
  abstract: boolean;
  note: boolean;
  /** The keywords shown (facultyWorks users have none). */
  keywords: readonly string[];
  authorLimit: number;
  /** Lines of the abstract shown (undefined: all of it). */
  abstractLines: number | undefined;
  /**
   * Opened below All Details, the item reads its own markups (terms and snippets): the list loaded only the
   * level's.
   */
  ownMarkups: boolean;
}

export function itemParts(
  document: WorkspaceDocument,
  viewLevel: number,
  open: boolean,
  facultyWorks: boolean,
): ItemParts {
  const level = shownLevel(viewLevel, open);
  const preview = level >= VIEW_LEVEL.preview;
  const allDetails = level >= VIEW_LEVEL.allDetails;
  const journal = document.journal?.trim();
  const journalListing =
    preview && facultyWorks && journal && document.journalListing
      ? { journal, listing: document.journalListing }
      : undefined;
  return {
    preview,
    extended: level >= VIEW_LEVEL.extended,
    allDetails,
    images: level >= VIEW_LEVEL.images,
    details: preview ? documentDetails(document, !journalListing) : [],
    journalListing,
    researcherCues: preview && facultyWorks,
    sources: allDetails && document.mergedSources > 0,
    abstract: preview && Boolean(document.abstract),
    note: preview && Boolean(document.note),
    keywords: facultyWorks ? [] : document.keywords,
    authorLimit: authorLimit(facultyWorks),
    abstractLines: allDetails ? undefined : 3,
    ownMarkups: open && viewLevel < VIEW_LEVEL.allDetails,
  };
}

/** The title is bold while the document is unread. */
export const titleWeight = (document: Pick<WorkspaceDocument, 'touched'>): number => (document.touched ? 500 : 700);

/** Opening an item the user may edit marks it read (closing it does not). */
export const touchesOnToggle = (open: boolean, editable: boolean): boolean => !open && editable;

/** Titles and abstracts of Topic investigations offer the add-term menu on selected text (doc 2 §6). */
export const termSource = (topic: boolean) =>
  topic ? { [TERM_SOURCE_ATTRIBUTE]: true, style: { userSelect: 'text' as const } } : {};
