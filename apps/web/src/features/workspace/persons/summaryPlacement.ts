import { PERSON_SUMMARY_TERMS } from '@quarry/contract';

/**
 * Where an author summary is shown (doc 2 §2 Author summary pane): the right pane, the documents pane (the left of a
 * person profile's documents sub-route, doc 3 §2) or an insight preview (a Person insight of the report).
 */
export type SummaryPlacement = 'right' | 'documents' | 'insight';

/** Doc 2 §7: 15 research interests in the documents pane, otherwise 25. */
export const summaryTermsCount = (placement: SummaryPlacement): number =>
  placement === 'documents' ? PERSON_SUMMARY_TERMS.documentsPane : PERSON_SUMMARY_TERMS.elsewhere;

interface ButtonsInput {
  placement: SummaryPlacement;
  /** A Topic investigation (Disambiguate is for Person investigations only). */
  topic: boolean;
  facultyWorks: boolean;
  /** Shown on a person profile page. */
  profile: boolean;
}

/**
 * The summary's buttons (doc 2 §2): Disambiguate in Person investigations, not in the documents pane (nor on a
 * profile); Full Profile not for facultyWorks users, not in the documents pane, the person profile or an insight
 * preview.
 */
export const summaryButtons = ({ placement, topic, facultyWorks, profile }: ButtonsInput) => ({
  disambiguate: !topic && !profile && placement !== 'documents',
  fullProfile: !facultyWorks && !profile && placement === 'right',
});
