import {
  PERSON_SUMMARY_TERMS,
  PROFILE_EXPORT_CO_AUTHORS,
  personProfileText,
  type AuthorGraph,
  type DocumentFilterSpec,
  type InvestigationData,
  type PersonDetails,
  type PersonProfile,
  type PersonSummary,
  type ProfileRequest,
  type WorkspaceDocument,
} from '@quarry/contract';
import { exportFileName } from '../../http/downloads.js';
import { forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { profileDocx } from './profile-docx.js';

/** What a profile reads of the persons, workspace and graphs modules. */
export interface ProfilePorts {
  summary(investigationId: number, personId: number, termsCount: number): Promise<PersonSummary | undefined>;
  details(investigationId: number, personId: number): Promise<PersonDetails>;
  coAuthors(investigation: InvestigationFacts, spec: DocumentFilterSpec): Promise<AuthorGraph>;
  histogram(investigation: InvestigationFacts, spec: DocumentFilterSpec): Promise<InvestigationData['dateHistogram']>;
  documents(investigation: InvestigationFacts, spec: DocumentFilterSpec): Promise<WorkspaceDocument[]>;
  title(investigationId: number): Promise<string>;
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** The request's filter, narrowed to the person's documents. */
const personSpec = (request: ProfileRequest): DocumentFilterSpec => ({
  ...request.spec,
  personId: request.personId,
});

/**
 * A person's profile (doc 3 §2): the overview's four tiles in one answer, and the profile as a Word file (doc 2 §7),
 * which faculty users do not have (doc 2 §6).
 */
export function createProfileService(ports: ProfilePorts) {
  async function summaryOf(investigation: InvestigationFacts, personId: number): Promise<PersonSummary> {
    const summary = await ports.summary(investigation.id, personId, PERSON_SUMMARY_TERMS.elsewhere);
    if (!summary) throw notFound(personProfileText.unknownPerson);
    return summary;
  }

  return {
    async profile(investigation: InvestigationFacts, request: ProfileRequest): Promise<PersonProfile> {
      const summary = await summaryOf(investigation, request.personId);
      const spec = personSpec(request);
      const [details, coAuthors, publicationsPerYear] = await Promise.all([
        ports.details(investigation.id, request.personId),
        ports.coAuthors(investigation, spec),
        ports.histogram(investigation, spec),
      ]);
      return { personId: request.personId, summary, details, coAuthors, publicationsPerYear };
    },

    async exportProfile(
      user: SessionUser,
      investigation: InvestigationFacts,
      request: ProfileRequest,
    ): Promise<{ fileName: string; content: Buffer }> {
      if (user.facultyWorks) throw forbidden(personProfileText.noWordExport);
      const summary = await summaryOf(investigation, request.personId);
      const spec = { ...personSpec(request), sortDocumentsBy: 'publishDateDesc' as const };
      const [documents, graph, investigationTitle] = await Promise.all([
        ports.documents(investigation, spec),
        ports.coAuthors(investigation, spec),
        ports.title(investigation.id),
      ]);
      const coAuthors = graph.nodes
        .filter((node) => node.id !== String(request.personId))
        .sort((a, b) => b.documentsCount - a.documentsCount || a.personName.localeCompare(b.personName))
        .slice(0, PROFILE_EXPORT_CO_AUTHORS)
        .map((node) => ({ name: node.personName, documents: node.documentsCount }));
      const content = await profileDocx({ investigationTitle, date: new Date(), summary, documents, coAuthors });
      return { fileName: exportFileName(summary.personName, 'docx'), content };
    },
  };
}
