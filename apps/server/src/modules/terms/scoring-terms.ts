import { isTopicInvestigation, type InvestigationFamily } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import type { ScoringTerm } from '../../text/bm25.js';
import { loadTermsMadeIfMissing, searchOf } from './terms.repository.js';

/**
 * The terms that score an investigation's documents: in the Topic family, the search definition (its selected terms
 * with their groups' modifiers); in the Person family, the words of the search string if any, all Regular.
 */
export async function scoringTermsOf(db: Database, investigationId: number): Promise<ScoringTerm[]> {
  const investigation = await searchOf(db, investigationId);
  if (!investigation) return [];
  if (!isTopicInvestigation(investigation.type as InvestigationFamily)) {
    const words = (investigation.search ?? '').split(/\s+/).filter((word) => word.length > 1);
    return words.map((term) => ({ term, modifier: 'Regular', groupId: 0, groupMandatory: false }));
  }
  const { termGroups, terms } = await loadTermsMadeIfMissing(db, investigationId);
  const mandatory = new Set(termGroups.filter((group) => group.modifier === 'Mandatory').map((group) => group.id));
  const colors = new Map(termGroups.map((group) => [group.id, group.color]));
  return terms
    .filter((term) => term.selected)
    .map((term) => ({
      term: term.term,
      modifier: term.modifier,
      groupId: term.groupId,
      groupMandatory: mandatory.has(term.groupId),
      color: colors.get(term.groupId),
    }));
}
