import {
  documentIdentifierOf,
  identifierLabel,
  isDoiUrl,
  type DocumentIdentifier,
  type WorkspaceDocument,
} from '@quarry/contract';
import { workspaceText } from '../workspaceLabels';
import { VIEW_LEVEL } from './documentsView';

export interface DocumentLink {
  kind: 'website' | 'identifier' | 'pdf';
  label: string;
  href: string;
}

/** "DOI 10.7717/peerj.4375", "OpenAlex W2741809807": what an identifier's link reads. */
export const identifierText = (identifier: DocumentIdentifier): string =>
  `${identifierLabel[identifier.scheme]} ${identifier.id}`;

/**
 * A url that is not a website but an identifier's page: the DOI resolver, or the OpenAlex record a work without a
 * landing page falls back to.
 */
const identifierOfUrl = (url: string): DocumentIdentifier | undefined =>
  isDoiUrl(url) ? documentIdentifierOf('doi', url) : documentIdentifierOf('openalex', url);

/**
 * The links at the foot of an item (doc 2 §2: Visit Website, View PDF). Visit Website goes to the document's landing
 * page; a url that is only an identifier's page reads as that identifier ("DOI 10.…") — below All Details, where the
 * identifiers row does not show it already. View PDF opens the uploaded full text (its GET path, `uploadedFullText`)
 * when the document has one, otherwise its full-text URL.
 */
export function footerLinks(
  document: Pick<WorkspaceDocument, 'url' | 'fullTextUrl'>,
  level: number,
  uploadedFullText?: string,
): DocumentLink[] {
  const links: DocumentLink[] = [];
  const identifier = document.url ? identifierOfUrl(document.url) : undefined;
  if (document.url && !identifier)
    links.push({ kind: 'website', label: workspaceText.visitWebsite, href: document.url });
  else if (identifier && level < VIEW_LEVEL.allDetails)
    links.push({ kind: 'identifier', label: identifierText(identifier), href: identifier.url });
  const fullText = uploadedFullText ?? document.fullTextUrl;
  if (fullText) links.push({ kind: 'pdf', label: workspaceText.viewPdf, href: fullText });
  return links;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The snippets that say something the item does not show already: at All Details the abstract is shown whole with
 * its terms marked, so a passage of it (a document without a page text has no other) would only repeat it.
 */
export function snippetsBeyond<T extends { text: string }>(snippets: readonly T[], abstract: string): T[] {
  const shown = collapse(abstract);
  return snippets.filter((snippet) => !shown.includes(collapse(snippet.text.replace(/^…|…$/g, ''))));
}
