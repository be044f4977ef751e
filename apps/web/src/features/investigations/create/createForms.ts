import {
  createCompanyRequest,
  createFacultyWorksRequest,
  createMessage,
  createPersonGroupRequest,
  createPersonRequest,
  createResearcherWorksRequest,
  createTenderRequest,
  createTopicRequest,
  createUniversityRequest,
  createWebSiteRequest,
  investigationsApi,
  investigationKindInfo,
  universityDefaults,
  type CreatedInvestigation,
  type InvestigationKind,
} from '@quarry/contract';
import { callApi } from '../../../api';
import { validateForm, type FieldErrors, type SafeParser } from '../../../lib/fieldErrors';
import { createFields, type FieldSpec } from './createFields';

export type FormValues = Record<string, string | boolean>;

/** The types created through a form of fields (LocalDocuments uploads files instead). */
export type FormType = keyof typeof createFields;

export interface CreateForm {
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** Validates with the contract's schema: the message of each field, or the call that creates the investigation. */
  prepare(
    values: FormValues,
  ): { ok: false; errors: FieldErrors<string> } | { ok: true; send: () => Promise<CreatedInvestigation> };
}

/** The server checks the same rules and answers 400 with the message: the screen shows it (doc 1 §5). */
const handle = [400];

function form<T>(
  type: FormType,
  schema: SafeParser<T>,
  send: (body: T) => Promise<CreatedInvestigation>,
  extra: FormValues = {},
): CreateForm {
  const fields = createFields[type];
  const initial: FormValues = { ...extra };
  for (const field of fields) {
    if (field.kind === 'sources') {
      const sources = investigationKindInfo[type].sources;
      initial.includePublications = sources.includes('publications');
      initial.includeWebPages = sources.includes('webPages');
    } else if (field.kind !== 'notice') {
      initial[field.name] = '';
    }
  }
  if (type === 'University') {
    const years = universityDefaults();
    initial.startYear = String(years.startYear);
    initial.endYear = String(years.endYear);
  }
  return {
    fields,
    initial,
    prepare(values) {
      const result = validateForm<T, string>(schema, values);
      if (result.ok) return { ok: true, send: () => send(result.data) };
      // The schema checks the sources only once every field is valid: tell it at once with the other messages.
      const noSource = 'includePublications' in initial && !values.includePublications && !values.includeWebPages;
      if (noSource) result.errors.includePublications ??= createMessage.sourceRequired;
      return result;
    },
  };
}

const api = investigationsApi;

/** Each type's form: its fields, starting values, schema and create call (doc 1 §3, §5, §7). */
export const createForms: Record<FormType, () => CreateForm> = {
  Topic: () =>
    form('Topic', createTopicRequest, (body) => callApi(api.createTopic, { body, handle }), { political: false }),
  Political: () =>
    form('Political', createTopicRequest, (body) => callApi(api.createTopic, { body, handle }), { political: true }),
  Person: () => form('Person', createPersonRequest, (body) => callApi(api.createPerson, { body, handle })),
  PersonGroup: () =>
    form('PersonGroup', createPersonGroupRequest, (body) => callApi(api.createPersonGroup, { body, handle })),
  University: () =>
    form('University', createUniversityRequest, (body) => callApi(api.createUniversity, { body, handle })),
  WebSite: () => form('WebSite', createWebSiteRequest, (body) => callApi(api.createWebSite, { body, handle })),
  Tender: () => form('Tender', createTenderRequest, (body) => callApi(api.createTender, { body, handle })),
  Company: () => form('Company', createCompanyRequest, (body) => callApi(api.createCompany, { body, handle })),
  ResearcherWorks: () =>
    form('ResearcherWorks', createResearcherWorksRequest, (body) =>
      callApi(api.createResearcherWorks, { body, handle }),
    ),
  FacultyWorks: () =>
    form('FacultyWorks', createFacultyWorksRequest, (body) => callApi(api.createFacultyWorks, { body, handle })),
};

export const isFormType = (type: InvestigationKind): type is FormType => type in createForms;
