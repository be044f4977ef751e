/** The four searches of the Google author link (doc 2 §2): the name, with the first affiliation, with linkedin, and Scholar. */
export function googleSearches(name: string, firstAffiliation: string | undefined) {
  const quoted = `"${name}"`;
  const google = (query: string) => `https://www.google.com/search?q=${encodeURIComponent(query)}`;
  return {
    name: google(quoted),
    affiliation: firstAffiliation ? google(`${quoted} "${firstAffiliation}"`) : undefined,
    linkedin: google(`${quoted} linkedin`),
    scholar: `https://scholar.google.com/citations?view_op=search_authors&mauthors=${encodeURIComponent(name)}`,
  };
}
