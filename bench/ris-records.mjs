// The generated OpenAlex works as RIS records (what a reference manager exports), packed into files under a size limit.

function abstractOf(index) {
  const words = [];
  for (const [word, positions] of Object.entries(index)) for (const position of positions) words[position] = word;
  return words.join(' ');
}

/**
 * One work as an RIS record: type, title, authors as "Family, Given", year and date, journal, publisher, pages, DOI,
 * URL, keywords and concepts, abstract (fields the work lacks are left out).
 */
export function risRecord(work) {
  const lines = ['TY  - JOUR', `TI  - ${work.title}`];
  for (const { author } of work.authorships) {
    const name = author.display_name;
    const space = name.lastIndexOf(' ');
    lines.push(space < 0 ? `AU  - ${name}` : `AU  - ${name.slice(space + 1)}, ${name.slice(0, space)}`);
  }
  const { source } = work.primary_location;
  const biblio = work.biblio ?? {};
  const fields = [
    ['PY', work.publication_year],
    ['DA', work.publication_date?.replaceAll('-', '/')],
    ['JO', source?.display_name],
    ['PB', source?.host_organization_name],
    ['VL', biblio.volume],
    ['IS', biblio.issue],
    ['SP', biblio.first_page],
    ['EP', biblio.last_page],
    ['DO', work.doi?.replace('https://doi.org/', '')],
    ['UR', work.primary_location.landing_page_url],
    ['LA', 'en'],
  ];
  for (const [tag, value] of fields) if (value) lines.push(`${tag}  - ${value}`);
  for (const keyword of work.keywords ?? []) lines.push(`KW  - ${keyword.display_name}`);
  lines.push(`AB  - ${work.abstract ?? abstractOf(work.abstract_inverted_index)}`, 'ER  - ', '');
  return lines.join('\r\n');
}

/** The works as RIS files of at most `maxBytes` each. */
export function risFiles(works, maxBytes) {
  const files = [];
  let parts = [];
  let size = 0;
  const flush = () => {
    if (parts.length) files.push({ name: `library-${files.length + 1}.ris`, content: parts.join('\r\n') });
    parts = [];
    size = 0;
  };
  for (const work of works) {
    const record = risRecord(work);
    const bytes = Buffer.byteLength(record) + 2;
    if (size + bytes > maxBytes) flush();
    parts.push(record);
    size += bytes;
  }
  flush();
  return files;
}
