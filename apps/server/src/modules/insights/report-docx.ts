import { DEFAULT_SECTION, type Observation, type ObservationSection, type WorkspaceDocument } from '@quarry/contract';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  Paragraph,
  TextRun,
} from 'docx';
import { htmlToParagraphs, NUMBERED_LIST } from './html-to-docx.js';
import { imageSize } from './image-size.js';

/** What the report of one investigation is made of. */
export interface ReportContent {
  title: string;
  date: Date;
  sections: ObservationSection[];
  observations: Observation[];
  /** The insights' images by id (content and type), as stored. */
  images: Map<number, { content: Buffer; contentType: string }>;
  /** The documents Document insights refer to, by id. */
  documents: Map<number, WorkspaceDocument>;
}

/** Images fit the text width of an A4 / Letter page with its margins. */
const MAX_IMAGE_WIDTH = 600;
const IMAGE_TYPES: Record<string, 'png' | 'jpg' | 'gif'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const GRAPH_NAMES: Record<string, string> = { 'author-graph': 'the author graph', 'entity-graph': 'the entity graph' };

function imageParagraph(image: { content: Buffer; contentType: string } | undefined): Paragraph[] {
  const type = image && IMAGE_TYPES[image.contentType];
  const size = image && imageSize(image.content);
  if (!image || !type || !size || size.width === 0 || size.height === 0)
    return image ? [note('(The image is in a format Word cannot show.)')] : [];
  const scale = Math.min(1, MAX_IMAGE_WIDTH / size.width);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new ImageRun({
          type,
          data: image.content,
          transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
        }),
      ],
    }),
  ];
}

/** A remark in grey italics. */
export const note = (text: string) =>
  new Paragraph({ children: [new TextRun({ text, italics: true, color: '555555' })] });

/** A document as a citation (after a bold label): authors (year). Title. Journal. Its DOI (or address) as a link. */
export function citation(document: WorkspaceDocument, label = 'Source: '): Paragraph {
  const authors = document.authors.map((author) => author.name);
  const names = authors.length > 3 ? `${authors.slice(0, 3).join(', ')} et al.` : authors.join(', ');
  const year = document.date?.slice(0, 4);
  const text = [
    names && `${names}${year ? ` (${year})` : ''}.`,
    `${document.title}.`,
    document.journal && `${document.journal}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const link = document.doi ? `https://doi.org/${document.doi}` : document.url;
  return new Paragraph({
    children: [
      ...(label ? [new TextRun({ text: label, bold: true })] : []),
      new TextRun({ text }),
      ...(link
        ? [
            new TextRun(' '),
            new ExternalHyperlink({ link, children: [new TextRun({ text: link, style: 'Hyperlink' })] }),
          ]
        : []),
    ],
  });
}

/** What an insight refers to, as the report names it. */
function reference(observation: Observation, documents: ReportContent['documents']): Paragraph[] {
  const entity = observation.referencedEntity?.trim();
  switch (observation.type) {
    case 'Document': {
      const document = documents.get(Number(observation.referencedObject));
      const quoted =
        entity && entity !== document?.title
          ? [
              new Paragraph({
                style: 'Quote',
                indent: { left: 720 },
                children: [new TextRun({ text: `“${entity}”`, italics: true })],
              }),
            ]
          : [];
      return [
        ...quoted,
        ...(document
          ? [citation(document)]
          : entity
            ? []
            : [note('(The document is no longer in the investigation.)')]),
      ];
    }
    case 'Person':
      return entity
        ? [new Paragraph({ children: [new TextRun({ text: 'About: ', bold: true }), new TextRun(entity)] })]
        : [];
    case 'Graph': {
      const graph = GRAPH_NAMES[observation.referencedObject ?? ''] ?? 'a graph';
      return [note(`From ${graph}${entity ? `: ${entity}` : ''}.`)];
    }
    default:
      return [];
  }
}

function insightParagraphs(observation: Observation, content: ReportContent): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(observation.title)] }),
    ...imageParagraph(observation.imageId === null ? undefined : content.images.get(observation.imageId)),
    ...htmlToParagraphs(observation.observation),
    ...reference(observation, content.documents),
  ];
}

/** The sections that have insights, in order, each with its insights in order. */
export function reportOutline(
  sections: ObservationSection[],
  observations: Observation[],
): Array<{ section: ObservationSection; observations: Observation[] }> {
  return [...sections]
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((section) => ({
      section,
      observations: observations
        .filter((observation) => (observation.section ?? DEFAULT_SECTION.id) === section.id)
        .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id),
    }))
    .filter((part) => part.observations.length > 0);
}

const numbering = {
  config: [
    {
      reference: NUMBERED_LIST,
      levels: Array.from({ length: 9 }, (_, level) => ({
        level,
        format: LevelFormat.DECIMAL,
        text: `%${level + 1}.`,
        alignment: AlignmentType.START,
        style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
      })),
    },
  ],
};

/**
 * The insight report as a Word file (doc 3 §7 export-to-word): a title page (the investigation's title and the
 * date), then each section with insights, in order, and its insights in order: title, image, rich text, and what it
 * refers to.
 */
export async function reportDocx(content: ReportContent): Promise<Buffer> {
  const body = reportOutline(content.sections, content.observations).flatMap(({ section, observations }) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.name)] }),
    ...observations.flatMap((observation) => insightParagraphs(observation, content)),
  ]);
  const titlePage = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { before: 3000 },
      children: [new TextRun(content.title)],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `Insight Report — ${content.date.toISOString().slice(0, 10)}`, size: 28 })],
    }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const document = new Document({
    title: content.title,
    creator: 'Quarry',
    numbering,
    features: { updateFields: false },
    sections: [{ children: [...titlePage, ...(body.length ? body : [note('There are no insights to show, yet...')])] }],
  });
  return Packer.toBuffer(document);
}
