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
  kind: 'website' | 'doi' | 'pdf';
  label: string;
  href: string;
}

/** "DOI 10.7717/peerj.4375", "OpenAlex W2741809807": what an identifier's link reads. */
export const identifierText = (identifier: DocumentIdentifier): string => `${identifierLabel[identifier.scheme]} ${identifier.id}`;

/**
 * The links at the foot of an item (doc 2 §2: Visit Website, View PDF). Visit Website goes to the document's landing
 * page; a url that is only the DOI resolver is not a website and reads as the DOI ("DOI 10.…") — below All Details,
 * where the identifiers row does not show it already.
 */
export function footerLinks(document: Pick<WorkspaceDocument, 'url' | 'fullTextUrl'>, level: number): DocumentLink[] {
  const links: DocumentLink[] = [];
  if (document.url && !isDoiUrl(document.url)) links.push({ kind: 'website', label: workspaceText.visitWebsite, href: document.url });
  else if (document.url && level < VIEW_LEVEL.allDetails) {
    const doi = documentIdentifierOf('doi', document.url);
    if (doi) links.push({ kind: 'doi', label: identifierText(doi), href: doi.url });
  }
  if (document.fullTextUrl) links.push({ kind: 'pdf', label: workspaceText.viewPdf, href: document.fullTextUrl });
  return links;
}
