/** The part of citation-js (an independent RIS reader) the export spec uses. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    data: Array<{ title?: string; note?: string | string[] }>;
  }
}
declare module '@citation-js/plugin-ris';
