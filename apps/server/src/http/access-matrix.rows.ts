/**
 * One row per endpoint of the contract for the access-matrix test: a request that succeeds for a caller the
 * endpoint's access level admits (its happy path), and the status that success answers. A new endpoint without
 * a row here fails that test.
 */
import { adminAccessRows } from './access-matrix.admin-rows.js';
import type { AccessFixture, AccessRow } from './access-matrix.fixture.js';

const topic = (f: AccessFixture, rest = '') => ({ url: `/api/investigations/topic/${f.investigationId}${rest}` });
const personInvestigation = (f: AccessFixture, rest = '') => ({
  url: `/api/investigations/person/${f.personInvestigationId}${rest}`,
});
const byId = (f: AccessFixture, rest = '') => ({ url: `/api/investigations/${f.investigationId}${rest}` });
const document = (f: AccessFixture, rest: string, body?: unknown) => ({
  ...topic(f, `/documents/${f.documentId}/${rest}`),
  body,
});
const account = (f: AccessFixture) => ({
  nickname: 'New',
  email: f.uniqueEmail('matrix'),
  password: 'correct horse battery',
});
const RIS = 'TY  - JOUR\nTI  - Peat carbon in boreal soils\nAU  - Lovelace, Ada\nPY  - 2020\nER  - \n';

/** Faculty kinds are created by facultyWorks users only (creatableTypes): every caller here is refused by that rule. */
const facultyOnly = { stranger: 403, owner: 403, admin: 403, omnisol: 403, reviewer: 403, viewer: 403 } as const;

export const accessRows: Record<string, AccessRow> = {
  'authApi.about': { request: () => ({}) },
  'authApi.signIn': {
    // Signs in a new account of its own; the matrix's callers are signed in again after it.
    request: async (f) => ({ body: await f.newAccount() }),
    changesSession: true,
  },
  'authApi.signOut': { request: () => ({}), changesSession: true },
  'authApi.currentUser': { request: () => ({}) },
  'authApi.signUp': { request: (f) => ({ body: account(f) }), changesSession: true },
  // Anyone may create an account while direct sign-up is on (the test app turns it on).
  'authApi.createUser': { request: (f) => ({ body: account(f) }), changesSession: true },
  'authApi.createSignIn': { request: () => ({ body: { token: 'not-a-token' } }), status: 400 },
  'authApi.reset': { request: (f) => ({ body: { email: f.uniqueEmail() } }) },
  'authApi.validateReset': { request: () => ({ body: { token: 'not-a-token' } }), status: 400 },
  'authApi.changePasswordSignIn': {
    request: () => ({ body: { token: 'not-a-token', password: 'correct horse battery' } }),
    status: 400,
  },

  'investigationsApi.list': { request: () => ({}) },
  'investigationsApi.createTopic': { request: () => ({ body: { searchString: 'peat carbon' } }) },
  'investigationsApi.createTender': { request: () => ({ body: { searchString: 'water pumps' } }) },
  'investigationsApi.createCompany': {
    request: () => ({ body: { companyName: 'Acme', companyWebSite: 'https://acme.example.org' } }),
  },
  'investigationsApi.createPerson': { request: () => ({ body: { personName: 'Ada Lovelace' } }) },
  'investigationsApi.createPersonGroup': {
    request: () => ({
      body: { instituteName: 'Weizmann Institute', facultyName: 'Optics', researcherNames: ['Ada Lovelace'] },
    }),
  },
  'investigationsApi.createUniversity': {
    request: () => ({ body: { universityName: 'Kyoto University', country: 'Japan', startYear: 2020, endYear: 2021 } }),
  },
  'investigationsApi.createWebSite': {
    request: () => ({ body: { investigationName: 'Acme', websiteUrl: 'https://acme.example.org' } }),
  },
  'investigationsApi.createFacultyWorks': {
    request: () => ({
      body: { instituteName: 'Weizmann Institute', facultyName: 'Optics', researcherNames: ['Ada Lovelace'] },
    }),
    allowed: facultyOnly,
  },
  'investigationsApi.createResearcherWorks': {
    request: () => ({
      body: { instituteName: 'Weizmann Institute', facultyName: 'Optics', researcherName: 'Ada Lovelace' },
    }),
    allowed: facultyOnly,
  },
  'investigationsApi.affiliations': { request: () => ({ url: '/api/investigations/topic/mag-affiliations?q=zz' }) },
  'investigationsApi.get': { request: (f) => topic(f) },
  'investigationsApi.update': { request: (f) => ({ ...byId(f), body: { goals: 'Find peat studies' } }) },
  'investigationsApi.duplicate': { request: (f) => byId(f, '/duplicate') },
  'investigationsApi.remove': {
    request: async (f) => ({ url: `/api/investigations/${await f.freshInvestigation()}` }),
  },
  'investigationsApi.deletePending': { request: () => ({}) },
  'investigationsApi.restartFailed': { request: () => ({}) },

  'uploadsApi.authorsFile': {
    request: () => ({ multipart: { fields: {}, files: [{ fileName: 'authors.txt', content: 'Ada Lovelace\n' }] } }),
  },
  'uploadsApi.definitionFile': {
    request: () => ({
      multipart: {
        fields: { fileName: 'batch.json' },
        files: [{ fileName: 'batch.json', content: '[{"type":"Topic","searchString":"peat"}]' }],
      },
    }),
  },
  'uploadsApi.localDocuments': {
    request: () => ({
      multipart: { fields: { title: 'My library' }, files: [{ fileName: 'library.ris', content: RIS }] },
    }),
  },
  // Each caller adds to a fresh investigation: the harvest the files queue would refuse the next caller's (409).
  'uploadsApi.addLocalFiles': {
    request: async (f) => ({
      url: `/api/investigations/topic/${await f.localDocumentsInvestigation()}/files`,
      multipart: { fields: {}, files: [{ fileName: 'more.ris', content: RIS }] },
    }),
  },

  'workspaceApi.data': { request: (f) => ({ ...topic(f, '/data'), body: {} }) },
  'workspaceApi.nextDocuments': {
    request: (f) => ({ ...topic(f, '/next-documents'), body: { documentIds: [f.documentId] } }),
  },
  'workspaceApi.markups': { request: (f) => ({ ...topic(f, '/document-markups'), body: {} }) },
  'workspaceApi.export': { request: (f) => ({ ...topic(f, '/export'), body: {} }) },

  'reviewApi.relevancy': { request: (f) => document(f, 'relevancy', { relevancy: 'Relevant' }) },
  'reviewApi.starred': { request: (f) => document(f, 'starred', { starred: true }) },
  'reviewApi.note': { request: (f) => document(f, 'note', { note: 'Worth a look' }) },
  'reviewApi.touched': { request: (f) => document(f, 'touched', {}) },
  'reviewApi.addLabels': { request: (f) => document(f, 'label', { labels: ['peat'] }) },
  'reviewApi.removeLabels': { request: (f) => document(f, 'label', { labels: ['peat'] }) },
  'reviewApi.bulkRead': {
    request: (f) => ({ ...topic(f, '/documents/bulkread'), body: { documentIds: [f.documentId] } }),
  },
  'reviewApi.labelAll': {
    request: (f) => ({ ...topic(f, '/documents/label'), body: { documentIdList: [f.documentId], label: 'peat' } }),
  },
  'reviewApi.labelBulk': {
    request: (f) => ({
      ...topic(f, '/documents/label/bulk'),
      body: { label: 'peat', add: true, documentIds: [f.documentId] },
    }),
  },
  'reviewApi.renameLabel': {
    request: (f, caller) => ({
      ...topic(f, '/documents/label'),
      body: { oldLabel: 'fix', newLabel: `fixed by ${caller}` },
    }),
    status: 204,
  },
  'reviewApi.deleteLabel': {
    request: (f) => ({ ...topic(f, '/documents/label'), body: { label: 'to read' } }),
    status: 204,
  },
  'reviewApi.lastFilter': { request: (f) => byId(f, '/last-filter') },

  'documentSourcesApi.list': { request: (f) => document(f, 'sources') },
  'documentSourcesApi.split': { request: async (f) => document(f, `sources/${await f.mergedRecord()}/split`) },
  'documentEditingApi.create': {
    request: (f) => ({
      ...topic(f, '/documents'),
      body: { documentType: 'Article', overwrites: { title: 'Peat in the matrix', url: 'https://example.org/peat' } },
    }),
    status: 201,
  },
  'documentEditingApi.edit': { request: (f) => ({ ...topic(f, `/documents/${f.documentId}`), body: { volume: '7' } }) },
  'documentHistoryApi.list': { request: (f) => document(f, 'history') },
  'documentHistoryApi.undo': {
    request: async (f) => {
      await f.documentEdit();
      return document(f, 'history/undo');
    },
  },
  'documentFilesApi.uploadImage': {
    request: (f) => ({
      ...byId(f, `/documents/${f.documentId}/image/cover`),
      multipart: {
        fields: { fileName: 'cover.png', journalImage: 'false' },
        files: [{ fileName: 'cover.png', content: f.png }],
      },
    }),
  },
  'documentFilesApi.deleteImage': { request: (f) => byId(f, `/documents/${f.documentId}/image/cover`) },
  'documentFilesApi.uploadFullText': {
    request: (f) => ({
      ...document(f, 'full-text'),
      multipart: { fields: {}, files: [{ fileName: 'notes.txt', content: 'Peat keeps its carbon for millennia.' }] },
    }),
  },
  'documentFilesApi.fullText': { request: async (f) => (await f.fullText(), document(f, 'full-text')) },

  'removalApi.removeEntities': { request: (f) => ({ ...byId(f, '/entities/remove'), body: { Paris: 'LOCATION' } }) },
  'removalApi.restoreEntities': { request: (f) => byId(f, '/entities/restore-all') },
  // Public: an unknown token answers the page that says the link is no longer valid.
  'alertsApi.unsubscribePage': { request: () => ({ url: '/api/alerts/unsubscribe?token=matrix-token-of-nothing' }) },
  'alertsApi.unsubscribe': { request: () => ({ url: '/api/alerts/unsubscribe?token=matrix-token-of-nothing' }) },
  'insightsApi.list': { request: (f) => topic(f, '/observation') },
  'insightsApi.create': {
    request: (f) => ({ ...topic(f, '/observation/investigation'), body: { title: 'From the matrix' } }),
  },
  'insightsApi.update': {
    request: async (f) => ({ ...topic(f, `/observation/${await f.observation()}`), body: { title: 'Edited' } }),
  },
  'insightsApi.remove': { request: async (f) => topic(f, `/observation/${await f.observation()}`), status: 204 },
  'insightsApi.uploadImage': {
    request: async (f) => ({
      ...topic(f, `/observation/${await f.observation()}/image`),
      multipart: {
        fields: { fileName: 'graph.png', imageData: '{"x":0,"y":0,"width":1,"height":1}' },
        files: [{ fileName: 'graph.png', content: f.png }],
      },
    }),
  },
  'insightsApi.clearImage': { request: async (f) => topic(f, `/observation/${await f.observation()}/clear-image`) },
  'insightsApi.createSection': {
    request: (f) => ({ ...topic(f, '/observation/section'), body: { id: -1, name: 'Findings', ordinal: 0 } }),
  },
  'insightsApi.renameSection': {
    request: async (f) => ({
      ...topic(f, '/observation/section/rename'),
      body: { id: await f.section(), name: 'Renamed' },
    }),
  },
  'insightsApi.deleteSection': {
    request: async (f) => ({ ...topic(f, '/observation/section'), body: await f.section() }),
  },
  'insightsApi.reorderSections': {
    request: async (f) => ({
      ...topic(f, '/observation/section/reorder'),
      body: { sectionIds: (await f.reportOrder()).sectionIds.reverse() },
    }),
  },
  'insightsApi.moveToSection': {
    request: async (f) => ({
      ...topic(f, '/observation/move-to-section'),
      body: { observation: await f.observation(), section: await f.section() },
    }),
  },
  'insightsApi.exportToWord': { request: (f) => topic(f, '/observation/export-to-word') },
  'insightsApi.wordExport': { request: async (f) => topic(f, `/observation/export-to-word/${await f.reportExport()}`) },
  'insightsApi.wordExportFile': {
    request: async (f) => topic(f, `/observation/export-to-word/${await f.reportExport()}/file`),
  },
  'insightsApi.reorder': {
    request: async (f) => ({
      ...topic(f, '/observation/reorder'),
      body: { section: 0, observationIds: (await f.reportOrder()).defaultInsightIds.reverse() },
    }),
    status: 204,
  },
  'entitiesApi.addLabels': {
    request: (f) => ({ ...byId(f, '/entities/organizations/UNESCO/label'), body: ['funder'] }),
  },
  'entitiesApi.removeLabels': {
    request: (f) => ({ ...byId(f, '/entities/organizations/UNESCO/label'), body: ['funder'] }),
  },
  'entitiesApi.renameLabel': {
    request: (f, caller) => ({
      ...byId(f, '/entities/label'),
      body: { oldLabel: 'funder', newLabel: `funder of ${caller}` },
    }),
    status: 204,
  },
  'entitiesApi.deleteLabel': {
    request: (f) => ({ ...byId(f, '/entities/label'), body: { label: 'funder' } }),
    status: 204,
  },
  'entitiesApi.merge': {
    request: async (f) => ({ ...byId(f, '/entities/organizations/merge'), body: await f.entitiesToMerge() }),
  },
  'removalApi.removeAuthors': {
    request: (f) => ({ ...topic(f, '/authors/remove'), body: { personIds: [f.personId] } }),
  },
  'removalApi.restoreAuthors': { request: (f) => topic(f, '/undelete') },

  'personsApi.summary': { request: (f) => topic(f, `/person-summary/${f.personId}?termsCount=15`) },
  'personsApi.details': { request: (f) => topic(f, `/person-details/${f.personId}`) },
  'personsApi.saveDetails': {
    // The name and profile page unchanged: saving only stamps the review, which any worker may do.
    request: (f) => ({
      ...topic(f, `/person-details/${f.personId}`),
      body: { id: f.personId, name: f.personName, universityProfileUrl: null, authorImageId: null },
    }),
  },
  'personsApi.reviewed': {
    request: (f) => ({ ...topic(f, `/person-details/${f.personId}/reviewed`), body: { personId: f.personId } }),
  },
  'personsApi.semanticAffinity': { request: (f) => topic(f, `/semantic-affinity/${f.personId}`) },
  'personsApi.correlated': { request: (f) => ({ ...topic(f, '/correlated'), body: { personId: f.personId } }) },
  'personsApi.uploadImage': {
    request: (f) => ({
      ...topic(f, `/person-details/${f.personId}/upload-image`),
      multipart: { fields: {}, files: [{ fileName: 'ada.png', content: f.png }] },
    }),
  },
  'personsApi.preprocessImage': {
    request: (f) => ({ ...topic(f, `/person-details/${f.personId}/preprocess-image`), body: { url: f.imageUrl } }),
  },
  'personsApi.personImage': { request: (f) => topic(f, `/person-details/${f.personId}/image?time=1`) },
  // Clearing another person's image each time: the fixture's keeps showing for the row above.
  'personsApi.clearImage': {
    request: (f) => personInvestigation(f, `/person-details/${f.personInvestigationPersonId}/clear-image`),
  },
  // Anyone signed in may ask; an image of an investigation the caller may not open is not found.
  'personsApi.image': {
    request: (f) => ({ url: `/api/images?imageId=${f.imageId}&time=1` }),
    allowed: { stranger: 404, omnisol: 404 },
  },
  'personsApi.merge': { request: async (f) => ({ ...topic(f, '/merge'), body: await f.personsToMerge() }) },
  'personsApi.undoMerge': { request: async (f) => ({ ...topic(f, '/merge/undo'), body: [await f.mergedPerson()] }) },
  // Omnipotent users only (a rule of the service): the owner, the admin and the members of the matrix are not.
  'personsApi.mergeReport': {
    request: async (f) => ({ ...topic(f, '/merge-report'), body: await f.personsToMerge() }),
    allowed: { owner: 403, admin: 403, reviewer: 403, viewer: 403 },
  },
  'personsApi.reMerge': { request: (f) => topic(f, `/person/${f.personId}/re-merge`) },
  'personsApi.possibleMatches': { request: (f) => personInvestigation(f, '/possible-matches?name=Ada%20Lovelace') },
  'personsApi.disambiguate': {
    request: (f) => ({
      ...personInvestigation(f, '/disambiguate'),
      body: { relevantPersonIds: [f.personInvestigationPersonId], irrelevantPersonIds: [], neutralPersonIds: [] },
    }),
  },
  'personsApi.mainClusterFilter': { request: (f) => personInvestigation(f, '/main-cluster-filter') },

  'graphsApi.authorGraph': {
    request: (f) => ({ ...topic(f, '/author-graph'), body: { spec: {}, similarityPersonId: f.personId } }),
  },
  'graphsApi.entityGraph': { request: (f) => ({ ...topic(f, '/entity-graph'), body: {} }) },
  'entitySummaryApi.entitySummary': {
    request: (f) => ({
      ...topic(f, '/entity-summary'),
      body: { entityName: 'UNESCO', entityType: 'ORGANIZATION', spec: {} },
    }),
  },
  'entitySummaryApi.relationshipSummary': {
    request: (f) => ({
      ...topic(f, '/entity-relationship-summary'),
      body: {
        firstEntity: { entityName: 'UNESCO', entityType: 'ORGANIZATION' },
        secondEntity: { entityName: 'soil', entityType: 'TERM' },
      },
    }),
  },
  'timelineApi.chart': { request: (f) => ({ ...topic(f, '/timeline-chart'), body: { selectedTerms: ['soil'] } }) },
  'profileApi.profile': { request: (f) => ({ ...topic(f, '/profile'), body: { personId: f.personId } }) },
  'profileApi.exportProfile': {
    request: (f) => ({ ...topic(f, '/profile/export'), body: { personId: f.personId } }),
  },
  // Faculty users only (requires facultyWorks): the matrix also calls them as the owner of that kind.
  'publicationPagesApi.html': { request: (f) => personInvestigation(f, '/html?theme=standalone') },
  'publicationPagesApi.exportPublications': {
    request: (f) => ({ ...personInvestigation(f, '/export-publications'), body: {} }),
  },
  // The matrix stores no file: the admin passes the access check and meets the missing key (storage.api.test.ts
  // downloads a stored one).
  'storageApi.download': { request: () => ({ url: '/api/admin/storage?key=matrix/none-such.xlsx' }), status: 404 },
  'graphsApi.exportCoAuthors': { request: (f) => ({ ...topic(f, '/export-co-authors'), body: { spec: {} } }) },
  'graphsApi.exportTerms': { request: (f) => ({ ...topic(f, '/export-terms'), body: {} }) },

  'termsApi.list': { request: (f) => topic(f, '/terms') },
  'termsApi.add': { request: (f, caller) => ({ ...topic(f, '/terms'), body: { term: `peat ${caller}` } }) },
  'termsApi.moveToGroup': {
    request: (f) => ({ ...topic(f, '/terms/move-to-group'), body: { term: 'soil', group: 'new' } }),
  },
  'termsApi.modify': { request: (f) => ({ ...topic(f, '/terms/modify'), body: { term: 'soil', modifier: 'Boost' } }) },
  'termsApi.rename': {
    request: async (f, caller) => {
      await f.addTerm(`fen ${caller}`);
      return { ...topic(f, '/terms/rename'), body: { oldName: `fen ${caller}`, newName: `fens ${caller}` } };
    },
  },
  'termsApi.remove': {
    request: async (f, caller) => {
      await f.addTerm(`mire ${caller}`);
      return { ...topic(f, '/terms'), body: { term: `mire ${caller}` } };
    },
  },
  'termsApi.batch': {
    request: (f, caller) => ({ ...topic(f, '/terms/batch'), body: { terms: [`bog ${caller}`], groups: [] } }),
  },
  'termsApi.createGroup': {
    request: (f, caller) => ({ ...topic(f, '/terms/group'), body: { name: `Peatlands ${caller}` } }),
  },
  'termsApi.renameGroup': {
    request: async (f, caller) => ({
      ...topic(f, '/terms/group/rename'),
      body: { groupId: await f.defaultGroupId(), name: `Main ${caller}` },
    }),
  },
  'termsApi.deleteGroup': {
    request: async (f, caller) => ({
      ...topic(f, '/terms/group/'),
      body: { groupId: await f.newGroupId(`Spare ${caller}`) },
    }),
  },
  'termsApi.modifyGroup': {
    request: async (f) => ({ ...topic(f, '/terms/group/'), body: { groupId: await f.defaultGroupId(), color: '3' } }),
  },
  'termsApi.nextSuggestedTerms': {
    request: (f) => ({
      ...topic(f, '/next-suggested-terms'),
      body: { selectedSuggestedTerms: [], rejectedSuggestedTerms: [] },
    }),
  },
  'termsApi.predefined': { request: (f) => topic(f, '/terms/predefined') },

  'harvestsApi.topic': { request: (f) => ({ ...topic(f, '/harvest/topic'), body: { searchString: 'peat bogs' } }) },
  'harvestsApi.byDocuments': {
    request: (f) => ({ ...topic(f, '/harvest/by-documents'), body: { documentIds: [f.documentId] } }),
  },
  'harvestsApi.byDoiList': {
    request: (f) => ({ ...topic(f, '/harvest/by-doi-list'), body: { doiList: ['10.1000/xyz123'] } }),
  },
  'harvestsApi.person': {
    request: (f) => ({ ...topic(f, '/harvest/person'), body: { searchStrings: ['Ada Lovelace'], searchType: 'All' } }),
  },
  // Re-harvests (Quarry's own calls): Omnisol users for a document, FacultyWorks users for the current documents.
  'harvestsApi.reharvestDocument': { request: (f) => topic(f, `/documents/${f.documentId}/reharvest`) },
  'harvestsApi.reharvestCurrent': { request: (f) => topic(f, '/harvest/reharvest') },
  'harvestRunsApi.list': { request: (f) => topic(f, '/harvest-runs') },
  'harvestRunsApi.undo': { request: async (f) => topic(f, `/harvest-runs/${await f.finishedHarvest()}/undo`) },

  'configurationApi.get': { request: (f) => byId(f, '/configuration') },
  'configurationApi.save': {
    request: (f) => ({ ...byId(f, '/configuration'), body: { documentNumberLimit: 5000 } }),
    status: 204,
  },
  // Faculty review calls: facultyWorks users only (a rule of the kind of user, after access), so 403 for these callers.
  'configurationApi.bwJournal': {
    request: (f) => ({ ...byId(f, '/configuration/bwjournal'), body: { journal: 'Nature', list: 'WHITELIST' } }),
    status: 403,
  },
  'configurationApi.activeAuthor': {
    request: (f) => ({
      ...byId(f, '/configuration/active-author'),
      body: { id: 'A1', name: 'Ada Lovelace', active: true },
    }),
    status: 403,
  },
  'configurationApi.lexeme': { request: (f) => ({ url: `/api/lexeme/${f.lexemeId}` }) },

  // A plain GET is not an upgrade: past the access check, the socket route has nothing to serve it.
  'realtimeApi.webSocket': { request: () => ({}), status: 404 },

  'screeningTeamApi.settings': { request: (f) => topic(f, '/screening/settings') },
  'screeningTeamApi.saveSettings': {
    request: (f) => ({ ...topic(f, '/screening/settings'), body: { doubleScreeningPercent: 30 } }),
  },
  'screeningTeamApi.team': { request: (f) => topic(f, '/screening/team') },
  'screeningTeamApi.conflicts': { request: (f) => topic(f, '/screening/conflicts') },
  'screeningTeamApi.resolve': {
    request: async (f) => ({
      ...topic(f, `/screening/conflicts/${await f.conflict()}/resolve`),
      body: { decision: 'Relevant' },
    }),
  },
  'membersApi.list': { request: (f) => byId(f, '/members') },
  'membersApi.invite': {
    request: (f) => ({ ...byId(f, '/members'), body: { email: f.uniqueEmail('colleague'), role: 'reviewer' } }),
  },
  'membersApi.revokeInvitation': {
    request: async (f) => ({ ...byId(f, '/members'), body: { email: await f.newInvitation() } }),
  },
  'membersApi.revoke': { request: async (f) => byId(f, `/members/${await f.newMember()}`) },
  'screeningApi.next': { request: (f) => topic(f, '/screening/next?order=random') },
  'screeningApi.decide': {
    request: (f) => ({ ...topic(f, '/screening/decisions'), body: { documentId: f.documentId, decision: 'Maybe' } }),
  },
  'screeningApi.stopping': { request: (f) => topic(f, '/screening/stopping?targetRecall=0.9') },
  'screeningApi.criteria': { request: (f) => topic(f, '/screening/criteria') },
  'screeningApi.saveCriteria': {
    request: (f) => ({ ...topic(f, '/screening/criteria'), body: { criteria: 'Peatlands; field studies only.' } }),
  },
  'screeningApi.reasons': { request: (f) => topic(f, '/screening/reasons') },
  'screeningApi.saveReasons': {
    request: (f) => ({
      ...topic(f, '/screening/reasons'),
      body: { reasons: ['wrong population', 'not peer reviewed'] },
    }),
  },
  'screeningApi.undo': {
    request: async (f, caller) => {
      await f.screeningDecision(caller);
      return topic(f, '/screening/undo');
    },
  },

  ...adminAccessRows,
};
