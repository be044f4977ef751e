import { personProfileText, type PersonSummary, type WorkspaceDocument } from '@quarry/contract';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { citation, wordNote } from '../insights/index.js';

/** What a person's Word profile is made of. */
export interface ProfileContent {
  investigationTitle: string;
  date: Date;
  summary: PersonSummary;
  /** The person's documents, newest first. */
  documents: WorkspaceDocument[];
  /** Co-authors with the number of documents shared, most first. */
  coAuthors: Array<{ name: string; documents: number }>;
}

const text = personProfileText.word;
const heading = (title: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(title)] });
const line = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
const bullet = (value: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(value)] });
const orNone = (paragraphs: Paragraph[]) => (paragraphs.length ? paragraphs : [wordNote(text.none)]);

function summaryPart({ summary }: ProfileContent): Paragraph[] {
  const counts = summary.bibliographicDetails;
  return [
    heading(text.summary),
    line('Articles', String(counts.articles)),
    line('Books', String(counts.books)),
    line('Book Chapters', String(counts.bookChapters)),
    line('Co-Authors', String(counts.authors)),
    line('Patents', String(counts.patents)),
    ...(summary.aliasNames.length ? [line('Name Variants', summary.aliasNames.join(', '))] : []),
    ...(summary.universityProfileUrl ? [line('Profile', summary.universityProfileUrl)] : []),
    line('Last reviewed', summary.lastReviewTime ? summary.lastReviewTime.slice(0, 10) : '---'),
  ];
}

const years = (from: number | null, to: number | null) =>
  from === null && to === null ? '' : ` (${from ?? '…'}–${to ?? 'now'})`;

function publicationsByYear(documents: WorkspaceDocument[]): Paragraph[] {
  const groups = new Map<string, WorkspaceDocument[]>();
  for (const document of documents) {
    const year = document.date?.slice(0, 4) ?? text.undated;
    const list = groups.get(year);
    if (list) list.push(document);
    else groups.set(year, [document]);
  }
  return [...groups.entries()].flatMap(([year, list]) => [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`${year} (${list.length})`)] }),
    ...list.map((document) => citation(document, '')),
  ]);
}

/**
 * A person's profile as a Word file (doc 2 §7 profile/export): the name, then the summary, institutes, research
 * interests, publications by year and co-authors.
 */
export function profileDocx(content: ProfileContent): Promise<Buffer> {
  const { summary } = content;
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(summary.personName)] }),
    new Paragraph({
      children: [
        new TextRun({
          text: `${content.investigationTitle} — ${content.date.toISOString().slice(0, 10)}`,
          color: '555555',
        }),
      ],
    }),
    ...summaryPart(content),
    heading(text.institutes),
    ...orNone(
      summary.recentAffiliations.map((a) =>
        bullet(`${a.affiliation}${a.title ? `, ${a.title}` : ''}${years(a.fromYear, a.toYear)}`),
      ),
    ),
    heading(text.interests),
    ...orNone(summary.terms.length ? [new Paragraph(summary.terms.map((term) => term.term).join(' · '))] : []),
    heading(text.publicationsByYear),
    ...orNone(publicationsByYear(content.documents)),
    heading(text.coAuthors),
    ...orNone(content.coAuthors.map((coAuthor) => bullet(`${coAuthor.name} (${coAuthor.documents})`))),
  ];
  const document = new Document({
    title: summary.personName,
    creator: 'Quarry',
    features: { updateFields: false },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
