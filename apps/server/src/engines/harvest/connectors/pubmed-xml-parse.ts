import { dateFromParts, type PartialDate } from './dates.js';
import type { FlatRecord } from './local-record.js';
import { medlinePages, pubmedDate, pubmedType } from './medline-parse.js';
import {
  allElements,
  attributeOf,
  element,
  markupTextOf,
  textOf,
  xmlRecords,
  type XmlNode,
  type XmlRecord,
} from './xml-records.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month as PubMed writes it: "Jun", "06", "6". */
function monthOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return MONTHS.indexOf(value.slice(0, 3).toLowerCase()) + 1 || undefined;
}

/** <PubDate><Year/><Month/><Day/></PubDate>, or <MedlineDate>2001 Jan-Feb</MedlineDate>. */
function dateOf(node: XmlNode | undefined): PartialDate | undefined {
  if (!node) return undefined;
  const medlineDate = textOf(element(node, 'MedlineDate'));
  if (medlineDate) return pubmedDate(medlineDate);
  const year = Number(textOf(element(node, 'Year')));
  const month = monthOf(textOf(element(node, 'Month')));
  const day = textOf(element(node, 'Day'));
  return dateFromParts(year || undefined, month, month && day ? Number(day) : undefined);
}

/** A structured abstract's sections joined with their labels: "BACKGROUND: … METHODS: …". */
function abstractOf(abstract: XmlNode | undefined): string | undefined {
  const sections = allElements(abstract, 'AbstractText').map((section) => {
    const text = markupTextOf(section);
    const label = attributeOf(section, 'Label');
    return text && label ? `${label}: ${text}` : text;
  });
  const text = sections.filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}

/** "Family, Given" from LastName and ForeName (or Initials); a group author's CollectiveName as it is. */
function authorsOf(list: XmlNode | undefined): string[] {
  return allElements(list, 'Author').flatMap((author) => {
    const family = textOf(element(author, 'LastName'));
    const given = textOf(element(author, 'ForeName')) ?? textOf(element(author, 'Initials'));
    if (family) return [given ? `${family}, ${given}` : family];
    const collective = textOf(element(author, 'CollectiveName'));
    return collective ? [collective] : [];
  });
}

function idOf(ids: XmlNode[], type: string): string | undefined {
  return textOf(ids.find((id) => attributeOf(id, 'IdType') === type || attributeOf(id, 'EIdType') === type));
}

function pagesOf(article: XmlNode | undefined): string | undefined {
  const pagination = element(article, 'Pagination');
  const medline = textOf(element(pagination, 'MedlinePgn'));
  if (medline) return medlinePages(medline);
  const first = textOf(element(pagination, 'StartPage'));
  const last = textOf(element(pagination, 'EndPage'));
  return first && last ? `${first}-${last}` : first;
}

function articleRecord(root: XmlNode, pmid: string | undefined): FlatRecord {
  const citation = element(root, 'MedlineCitation');
  const article = element(citation, 'Article');
  const journal = element(article, 'Journal');
  const issue = element(journal, 'JournalIssue');
  const ids = [
    ...allElements(root, 'PubmedData', 'ArticleIdList', 'ArticleId'),
    ...allElements(article, 'ELocationID'),
  ];
  const mesh = allElements(citation, 'MeshHeadingList', 'MeshHeading', 'DescriptorName');
  const keywords = allElements(citation, 'KeywordList', 'Keyword');
  return {
    type: pubmedType(allElements(article, 'PublicationTypeList', 'PublicationType').map((type) => textOf(type) ?? '')),
    title: markupTextOf(element(article, 'ArticleTitle')) ?? markupTextOf(element(article, 'VernacularTitle')),
    abstract: abstractOf(element(article, 'Abstract')),
    authors: authorsOf(element(article, 'AuthorList')),
    date: dateOf(element(issue, 'PubDate')) ?? dateOf(element(article, 'ArticleDate')),
    journal: textOf(element(journal, 'Title')) ?? textOf(element(journal, 'ISOAbbreviation')),
    volume: textOf(element(issue, 'Volume')),
    issue: textOf(element(issue, 'Issue')),
    pages: pagesOf(article),
    doi: idOf(ids, 'doi'),
    url: pmid ? `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` : undefined,
    keywords: [...mesh, ...keywords].map((keyword) => textOf(keyword)).filter((keyword) => keyword !== undefined),
    language: textOf(element(article, 'Language')),
    identifiers: { pubmed: pmid, pmc: idOf(ids, 'pmc') },
  };
}

/** A <PubmedBookArticle>: a book or a chapter of one (NCBI Bookshelf). */
function bookRecord(root: XmlNode, pmid: string | undefined): FlatRecord {
  const document = element(root, 'BookDocument');
  const book = element(document, 'Book');
  const chapter = textOf(element(document, 'ArticleTitle'));
  return {
    type: chapter ? 'book-chapter' : 'book',
    title: markupTextOf(element(document, 'ArticleTitle')) ?? markupTextOf(element(book, 'BookTitle')),
    abstract: abstractOf(element(document, 'Abstract')),
    authors: authorsOf(element(document, 'AuthorList') ?? element(book, 'AuthorList')),
    date: dateOf(element(book, 'PubDate')),
    journal: chapter ? textOf(element(book, 'BookTitle')) : undefined,
    publisher: textOf(element(book, 'Publisher', 'PublisherName')),
    url: pmid ? `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` : undefined,
    doi: idOf(allElements(document, 'ArticleIdList', 'ArticleId'), 'doi'),
    keywords: allElements(document, 'KeywordList', 'Keyword')
      .map((keyword) => textOf(keyword))
      .filter((keyword) => keyword !== undefined),
    language: textOf(element(document, 'Language')),
    identifiers: { pubmed: pmid },
  };
}

const PMID_IN_XML = /<PMID[^>]*>\s*(\d+)\s*</;

function toRecord(record: XmlRecord): FlatRecord | string {
  const pmid = record.xml.match(PMID_IN_XML)?.[1];
  const reference = pmid ? `PMID ${pmid}` : `line ${record.line}`;
  if (!record.element) return `${reference}: ${record.error}`;
  const book = record.element.PubmedBookArticle !== undefined;
  return { id: pmid, reference, ...(book ? bookRecord(record.element, pmid) : articleRecord(record.element, pmid)) };
}

/** PubMed XML (efetch's PubmedArticleSet, PubMed's "Save as XML"): one record per <PubmedArticle>. */
export function* pubmedXmlRecords(text: string): Generator<FlatRecord | string> {
  for (const record of xmlRecords(text, ['PubmedArticle', 'PubmedBookArticle'])) yield toRecord(record);
}
