/** The parts of citation-js (an independent reader of RIS, BibTeX and CSL-JSON) the export tests use. */
declare module '@citation-js/core' {
  /** A CSL-JSON item as citation-js gives it. */
  export type CslItem = Record<string, unknown> & {
    title?: string;
    author?: Array<{ family?: string; given?: string; 'non-dropping-particle'?: string; literal?: string }>;
    issued?: { 'date-parts'?: number[][] };
    note?: string | string[];
    keyword?: string | string[];
  };
  export class Cite {
    constructor(data: unknown);
    data: CslItem[];
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
