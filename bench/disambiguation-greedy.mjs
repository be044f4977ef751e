// The harvest's provisional (greedy) author placement (modules/persons/provisional-persons.ts) run on labelled mentions, for comparison:
// each mention's paper is assigned as a harvest would (the mention with its co-authors), in the file's order.
import { AuthorClusterer } from '../apps/server/dist/modules/persons/provisional-persons.js';

/** Clusters of mention ids. */
export function greedyClusters(mentions) {
  const clusterer = new AuthorClusterer([]);
  const byPerson = new Map();
  for (const mention of mentions) {
    const name = [mention.first, mention.middle, mention.last].filter(Boolean).join(' ');
    const author = {
      name,
      position: 0,
      orcid: mention.orcid,
      openalexId: mention.openalexId,
      affiliations: (mention.affiliations ?? []).map((affiliation) => ({
        name: affiliation.name,
        rorId: affiliation.rorId,
      })),
    };
    const coauthors = (mention.coauthors ?? []).map((coauthor, index) => ({
      name: coauthor,
      position: index + 1,
      affiliations: [],
    }));
    const [person] = clusterer.assign([author, ...coauthors]);
    const members = byPerson.get(person) ?? [];
    members.push(mention.id);
    byPerson.set(person, members);
  }
  return [...byPerson.values()];
}
