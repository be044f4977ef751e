import { uploadPaths, type ExportFormat, type WorkspaceDocument } from '@quarry/contract';
import type { TestApp, TestClient } from './test-app.js';

/**
 * A RIS file of documents with every field the exports write, and what makes writers stumble: non-ASCII names and
 * titles, LaTeX's special characters, a multi-line abstract, month and year precision, a book chapter, a paper.
 */
export const ROUND_TRIP_RIS = [
  [
    'TY  - JOUR',
    'TI  - Soil carbon & 50% of {vineyards} in Île-de-France: a_b test',
    'AU  - Lévy-Bruhl, Jérôme',
    'AU  - van Beethoven, Ludwig',
    'AU  - Żółć, Łukasz',
    'PY  - 2021',
    'DA  - 2021/03/15/',
    'T2  - Revue d’Écologie',
    'PB  - Springer',
    'VL  - 12',
    'IS  - 3',
    'SP  - 101',
    'EP  - 119',
    'DO  - 10.1234/soil.2021.7',
    'UR  - https://example.org/soil/7?a=1&b=2',
    'LA  - fr',
    'KW  - soil',
    'KW  - carbon storage',
    'AB  - Cover crops store carbon, "mostly" in topsoil.',
    'Second line of the abstract.',
    'ER  - ',
  ],
  [
    'TY  - CHAP',
    'TI  - River basins and their policy',
    'AU  - Curie, Marie',
    'PY  - 2019',
    'DA  - 2019/06//',
    'T2  - Handbook of Rivers',
    'PB  - Elsevier',
    'SP  - 5',
    'DO  - 10.1234/rivers.5',
    'AB  - Rivers.',
    'ER  - ',
  ],
  [
    'TY  - CPAPER',
    'TI  - Graphene batteries at scale',
    'AU  - Hopper, Grace',
    'AU  - Turing, Alan',
    'PY  - 2018',
    'T2  - Proceedings of the Battery Conference',
    'UR  - https://example.org/graphene',
    'KW  - graphene',
    'ER  - ',
  ],
]
  .map((record) => record.join('\n'))
  .join('\n\n');

/** The fields a file of another format carries over (ids, images, counts and review state are Quarry's own). */
export const bibliographic = (document: WorkspaceDocument) => ({
  type: document.type,
  title: document.title,
  abstract: document.abstract,
  authors: document.authors.map((author) => author.name),
  date: document.date,
  datePrecision: document.datePrecision,
  journal: document.journal,
  publisher: document.publisher,
  volume: document.volume,
  issue: document.issue,
  firstPage: document.firstPage,
  lastPage: document.lastPage,
  doi: document.doi,
  url: document.url,
  originalLanguage: document.originalLanguage,
  keywords: [...document.keywords].sort(),
});

/** The user's decisions on a document. */
export const decisions = (document: WorkspaceDocument) => ({
  relevancy: document.relevancy,
  labels: [...document.labels].sort(),
  note: document.note,
});

/** Uploads files into a new Local documents investigation, waits for its harvest, and answers its id. */
export async function localDocuments(
  t: TestApp,
  client: TestClient,
  title: string,
  file: { fileName: string; content: string | Buffer },
): Promise<number> {
  const response = await client.upload(uploadPaths.localDocuments, { title }, [file]);
  if (response.statusCode !== 200) throw new Error(response.body);
  const { created, errors } = response.json();
  if (errors.length > 0) throw new Error(errors.join('; '));
  await t.jobs.idle(100_000); // the harvest and the disambiguation it queues, on a busy machine
  return created[0].id as number;
}

/** Every document of an investigation, by title. */
export async function documentsByTitle(client: TestClient, id: number): Promise<Map<string, WorkspaceDocument>> {
  const data = (await client.post(`/api/investigations/topic/${id}/data?pageSize=500`, {})).json();
  return new Map((data.documents as WorkspaceDocument[]).map((document) => [document.title, document]));
}

/** The file an export answers, named as the download is. */
export async function exported(client: TestClient, id: number, format: ExportFormat) {
  const response = await client.post(`/api/investigations/topic/${id}/export?format=${format}`, {});
  if (response.statusCode !== 200) throw new Error(response.body);
  const name = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(String(response.headers['content-disposition']))![1]!);
  return { fileName: name, content: response.rawPayload };
}

/** Votes, labels and notes on the round trip's documents, each kind on some and not on others. */
export async function decide(client: TestClient, id: number, documents: Map<string, WorkspaceDocument>) {
  const [first, second, third] = [...documents.values()].sort((a, b) => a.title.localeCompare(b.title));
  const call = async (method: 'PATCH' | 'POST', document: WorkspaceDocument, suffix: string, body: object) => {
    const response = await client.request(
      method,
      `/api/investigations/topic/${id}/documents/${document.id}/${suffix}`,
      body,
    );
    if (response.statusCode !== 200) throw new Error(`${suffix}: ${response.body}`);
  };
  await call('PATCH', first!, 'relevancy', { relevancy: 'Relevant' });
  await call('PATCH', second!, 'relevancy', { relevancy: 'Irrelevant' });
  await call('POST', first!, 'label', { labels: ['to read', 'Key paper'] });
  await call('POST', third!, 'label', { labels: ['methods'] });
  await call('PATCH', second!, 'note', { note: 'Wrong population, see the methods' });
}
