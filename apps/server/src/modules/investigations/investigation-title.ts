import type { InvestigationKind } from '@quarry/contract';

type Definition = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The title a new investigation gets from what it was created with (the user can rename it later). */
export function titleFor(kind: InvestigationKind, definition: Definition): string {
  switch (kind) {
    case 'Topic':
    case 'Political':
    case 'Tender':
      return text(definition.searchString);
    case 'Person':
      return text(definition.personName);
    case 'ResearcherWorks':
      return `${text(definition.researcherName)} — ${text(definition.facultyName)}`;
    case 'PersonGroup':
    case 'FacultyWorks':
      return `${text(definition.facultyName)}, ${text(definition.instituteName)}`;
    case 'University':
      return `${text(definition.universityName)} ${String(definition.startYear)}–${String(definition.endYear)}`;
    case 'WebSite':
      return text(definition.investigationName);
    case 'Company':
      return text(definition.companyName);
    case 'LocalDocuments':
      return text(definition.title) || 'Local documents';
  }
}
