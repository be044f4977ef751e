export { createPersonsService, type PersonsService } from './persons.service.js';
export { registerPersonsRoutes } from './persons.routes.js';
export { createPersonMerges, type PersonReferences, type PersonsChange } from './person-merges.js';
export { createPersonDisambiguation } from './person-disambiguation.js';
export { createPersonImages } from './person-images.js';
export { registerPersonImageRoutes } from './person-images.routes.js';
export { createAuthorMentions } from './person-mentions.js';
export { createPersonClustering, CLUSTER_PERSONS_JOB } from './person-clustering.js';
export { copyPersonsOfInvestigation } from './person-copy.js';
