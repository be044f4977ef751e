import { createHash } from 'node:crypto';
import type { PageTheme } from '@quarry/contract';
import { Eta } from 'eta';
import {
  LAYOUT,
  LIST,
  PUBLICATION,
  RESEARCHER,
  TEASER_PUBLICATIONS,
  THEME_CHROME,
  THEME_CSS,
} from './page-templates.js';
import { byYear, isByResearcher, linkOf, pageSlug, type Publication, venueOf } from './publications.js';

/** One file of the site: its path in the zip and its HTML. */
export interface SiteFile {
  path: string;
  html: string;
}

export interface SiteInput {
  /** The investigation's title (the faculty). */
  title: string;
  theme: PageTheme;
  researchers: readonly string[];
  /** The publications the pages show, newest first. */
  publications: readonly Publication[];
  date: Date;
}

/** A publication as the templates print it. */
interface PagePublication {
  title: string;
  authors: string;
  venue: string;
  link: string | null;
  abstract: string;
}

/** A document whose page part could not be made: generation fails naming it (nothing is published without it). */
export class PublicationPageError extends Error {
  constructor(
    readonly documentTitle: string,
    cause: unknown,
  ) {
    super(`The page part of "${documentTitle}" failed`, { cause });
  }
}

const eta = new Eta({ autoEscape: true, useWith: false, cache: true });
eta.loadTemplate('@layout', LAYOUT);
eta.loadTemplate('@publication', PUBLICATION);
eta.loadTemplate('@researcher', RESEARCHER);
eta.loadTemplate('@list', LIST);

/** The pages' policy: nothing loads, no script runs; only the theme's own style sheet (by its hash) applies. */
export function contentSecurityPolicy(css: string): string {
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; img-src 'none'; base-uri 'none'; form-action 'none'`;
}

const count = (n: number) => `${n} publication${n === 1 ? '' : 's'}`;

function pagePublication(document: Publication): PagePublication {
  try {
    const details = [document.volume && `vol. ${document.volume}`, document.issue && `no. ${document.issue}`]
      .filter(Boolean)
      .join(', ');
    const pages = [document.firstPage, document.lastPage].filter(Boolean).join('–');
    return {
      title: document.title,
      authors: document.authors.map((author) => author.name).join(', '),
      venue: [venueOf(document), details, pages && `pp. ${pages}`].filter(Boolean).join(', '),
      link: linkOf(document),
      abstract: document.abstract,
    };
  } catch (error) {
    throw new PublicationPageError(document.title, error);
  }
}

function yearSections(publications: readonly Publication[], cache: Map<number, PagePublication>) {
  return byYear(publications).map(({ year, documents }) => ({
    key: year ?? 'undated',
    label: year === null ? 'Undated' : String(year),
    publications: documents.map((document) => {
      let shown = cache.get(document.id);
      if (!shown) cache.set(document.id, (shown = pagePublication(document)));
      return shown;
    }),
  }));
}

/**
 * The faculty's publication pages (doc 2 §7 html): index.html lists the researchers and the publications by year;
 * researchers/{name}.html has one researcher's, by year. A teaser shows the newest few, without abstracts.
 */
export function publicationSite(input: SiteInput): SiteFile[] {
  const { theme } = input;
  const css = THEME_CSS[theme];
  const teaser = theme === 'teaser';
  const shared = {
    csp: contentSecurityPolicy(css),
    css,
    chrome: THEME_CHROME[theme],
    siteTitle: input.title,
    generated: input.date.toISOString().slice(0, 10),
  };
  const cache = new Map<number, PagePublication>();
  const page = (pageTitle: string, template: string, data: object, back?: string) =>
    eta.render('@layout', { ...shared, pageTitle, back, body: eta.render(template, data) });

  const slugs = new Set<string>();
  const researchers = input.researchers.map((name) => {
    const all = input.publications.filter((publication) => isByResearcher(publication, name));
    return { name, slug: pageSlug(name, slugs), all };
  });
  const files = researchers.map(({ name, slug, all }) => {
    const shown = teaser ? all.slice(0, TEASER_PUBLICATIONS) : all;
    const data = {
      name,
      countText: count(all.length),
      years: yearSections(shown, cache),
      withAbstract: !teaser,
      more: shown.length < all.length ? { href: '../index.html', text: `All publications of ${input.title}` } : null,
    };
    return {
      path: `researchers/${slug}.html`,
      html: page(`${name}: Publications`, '@researcher', data, '../index.html'),
    };
  });
  const listed = teaser ? input.publications.slice(0, TEASER_PUBLICATIONS * 2) : input.publications;
  const list = {
    heading: `${input.title}: Publications`,
    countText: count(input.publications.length),
    researchers: researchers.map((r) => ({ name: r.name, href: `researchers/${r.slug}.html`, count: r.all.length })),
    years: yearSections(listed, cache),
    withAbstract: !teaser,
  };
  return [{ path: 'index.html', html: page(`${input.title}: Publications`, '@list', list) }, ...files];
}
