// The generated OpenAlex works as RIS records (what a reference manager exports), packed into files under a size limit.

function abstractOf(index) {
  const words = [];
  for (const [word, positions] of Object.entries(index)) for (const position of positions) words[position] = word;
  return words.join(' ');
}

/** One work as an RIS record: type, title, authors as "Family, Given", year and date, journal, pages, DOI, URL, abstract. */
export function risRecord(work) {
  const lines = ['TY  - JOUR', `TI  - ${work.title}`];
  for (const { author } of work.authorships) {
    const [given, ...family] = author.display_name.split(' ');
    lines.push(`AU  - ${family.join(' ')}, ${given}`);
  }
  lines.push(`PY  - ${work.publication_year}`, `DA  - ${work.publication_date.replaceAll('-', '/')}`);
  lines.push(
    `JO  - ${work.primary_location.source.display_name}`,
    `PB  - ${work.primary_location.source.host_organization_name}`,
  );
  lines.push(
    `VL  - ${work.biblio.volume}`,
    `IS  - ${work.biblio.issue}`,
    `SP  - ${work.biblio.first_page}`,
    `EP  - ${work.biblio.last_page}`,
  );
  if (work.doi) lines.push(`DO  - ${work.doi.replace('https://doi.org/', '')}`);
  lines.push(`UR  - ${work.primary_location.landing_page_url}`, 'LA  - en');
  for (const keyword of work.keywords) lines.push(`KW  - ${keyword.display_name}`);
  lines.push(`AB  - ${abstractOf(work.abstract_inverted_index)}`, 'ER  - ', '');
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
