import {
  pageGenerationText,
  type DocumentFilterSpec,
  type PageGenerationResult,
  type PageTheme,
  type WorkspaceDocument,
} from '@quarry/contract';
import { exportFileName } from '../../http/downloads.js';
import { notFound } from '../../http/http-error.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { labellingWorkbook } from './labelling-workbook.js';
import { zipOf } from './pages-zip.js';
import { PublicationPageError, publicationSite } from './publication-site.js';
import { isPagePublication, isPublication, unresolvedDuplicates } from './publications.js';

/** What publishing reads of the other modules. */
export interface PublishingPorts {
  /** Every document a filter selects, in the list's order. */
  documents(investigation: InvestigationFacts, spec: DocumentFilterSpec): Promise<WorkspaceDocument[]>;
  /** The researchers of the investigation's configuration. */
  researchers(investigation: InvestigationFacts): Promise<string[]>;
  /** The investigation's title as it is now. */
  title(investigationId: number): Promise<string>;
}

export type PublishingService = ReturnType<typeof createPublishingService>;

const NEWEST_FIRST: DocumentFilterSpec = { sortDocumentsBy: 'publishDateDesc' };

/**
 * The faculty-works edition's publishing (doc 2 §7 Exports): the publication pages as a zip, halted while
 * duplicates remain unresolved, and the publications as a workbook for labelling.
 */
export function createPublishingService({ documents, researchers, title }: PublishingPorts) {
  return {
    async pages(
      investigation: InvestigationFacts,
      theme: PageTheme,
      fileName: string | undefined,
    ): Promise<PageGenerationResult> {
      if (investigation.type !== 'Person') throw notFound(pageGenerationText.personInvestigationsOnly);
      const all = await documents(investigation, NEWEST_FIRST);
      const numOfDuplicates = unresolvedDuplicates(all);
      if (numOfDuplicates > 0) return { base64File: null, fileName: null, numOfDuplicates, failedTitle: null };
      const [names, siteTitle] = await Promise.all([researchers(investigation), title(investigation.id)]);
      const date = new Date();
      try {
        const files = publicationSite({
          title: siteTitle,
          theme,
          researchers: names,
          publications: all.filter(isPagePublication),
          date,
        });
        return {
          base64File: (await zipOf(files, date)).toString('base64'),
          fileName: fileName ? `${fileName.replace(/\.zip$/i, '')}.zip` : exportFileName(siteTitle, 'zip', date),
          numOfDuplicates: 0,
          failedTitle: null,
        };
      } catch (error) {
        if (!(error instanceof PublicationPageError)) throw error;
        return { base64File: null, fileName: null, numOfDuplicates: 0, failedTitle: error.documentTitle };
      }
    },

    /** The filter's publications (web pages left out) as a workbook for labelling, in the list's order. */
    async labellingExport(
      investigation: InvestigationFacts,
      spec: DocumentFilterSpec,
    ): Promise<{ fileName: string; content: Buffer }> {
      const [listed, names, name] = await Promise.all([
        documents(investigation, spec),
        researchers(investigation),
        title(investigation.id),
      ]);
      return {
        fileName: exportFileName(`${name} publications`),
        content: await labellingWorkbook(name, listed.filter(isPublication), names),
      };
    },
  };
}
