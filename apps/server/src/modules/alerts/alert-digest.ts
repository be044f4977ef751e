import type { WorkspaceDocument } from '@quarry/contract';

/** One document of a digest, with why it matched. */
export interface DigestItem {
  document: WorkspaceDocument;
  terms: string[];
}

export const alertText = {
  subject: (title: string, count: number) =>
    `Quarry: ${count} new relevant document${count === 1 ? '' : 's'} in "${title}"`,
  stop: 'To stop these alerts, open:',
  confirm: (title: string) => `Stop the e-mail alerts of "${title}"? Nothing changes until you press the button.`,
  button: 'Turn alerts off',
  stopped: (title: string) =>
    `Alerts are off for "${title}". You can turn them on again from the investigation's header.`,
  unknownLink: 'This link is no longer valid: the alerts it stopped may already be off, or the investigation is gone.',
};

const linkOf = (document: WorkspaceDocument) => (document.doi ? `https://doi.org/${document.doi}` : document.url);

/** The digest mail's text: each new document (most relevant first) with its authors, year, link and terms, then the unsubscribe link. */
export function digestText(options: {
  nickname: string;
  title: string;
  investigationUrl: string;
  unsubscribeUrl: string;
  items: DigestItem[];
}): string {
  const { nickname, title, investigationUrl, unsubscribeUrl, items } = options;
  const lines = [
    `Hello ${nickname},`,
    '',
    `Quarry found ${items.length} new relevant document${items.length === 1 ? '' : 's'} for "${title}":`,
    '',
  ];
  items.forEach(({ document, terms }, k) => {
    const authors = document.authors.map((author) => author.name);
    const byline = [
      authors.length > 3 ? `${authors.slice(0, 3).join(', ')} et al.` : authors.join(', '),
      document.date?.slice(0, 4),
    ]
      .filter(Boolean)
      .join(' — ');
    lines.push(`${k + 1}. ${document.title}`);
    if (byline) lines.push(`   ${byline}`);
    const link = linkOf(document);
    if (link) lines.push(`   ${link}`);
    if (terms.length) lines.push(`   Matched: ${terms.join(', ')}`);
    lines.push('');
  });
  lines.push(`Open the investigation: ${investigationUrl}`, '', `${alertText.stop} ${unsubscribeUrl}`);
  return lines.join('\n');
}
