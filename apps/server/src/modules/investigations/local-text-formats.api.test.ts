import fs from 'node:fs';
import { uploadPaths } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { useUploadTestbed } from '../../test/upload-testbed.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../engines/harvest/connectors/fixtures/${name}`, import.meta.url));

/** The real sample of each text format, named as users' files are (the format is told by the content). */
const files = [
  { fileName: 'pubmed-result.txt', content: fixture('medline/pubmed_result2.nbib'), documents: 3 },
  { fileName: 'efetch.xml', content: fixture('pubmed-xml/pubmed2.xml'), documents: 2 },
  { fileName: 'savedrecs.txt', content: fixture('wos-text/IsiImporterTestWOS.txt'), documents: 2 },
  {
    fileName: 'My Library.xml',
    content: fixture('endnote-xml/EndnoteXmlImporterTestLabelAndMultiTitle.xml'),
    documents: 3,
  },
  { fileName: 'citations.enw', content: fixture('refer/Endnote.entries.enw'), documents: 1 },
];

describe(`Local documents from MEDLINE, PubMed XML, Web of Science, EndNote XML and .enw files (${testEngine})`, () => {
  const bed = useUploadTestbed('quarry-text-formats-', 'Importer');
  const investigation = async (id: number) => (await bed.user.get(`/api/investigations/topic/${id}`)).json();

  it('stores every readable record of each file and names the unreadable ones by their line', async () => {
    const response = await bed.user.upload(
      uploadPaths.localDocuments,
      { title: 'Exports' },
      files.map(({ fileName, content }) => ({ fileName, content })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([]);
    const id = response.json().created[0].id as number;

    await bed.t.jobs.start();
    await bed.t.jobs.idle();
    const expected = files.reduce((sum, file) => sum + file.documents, 0);
    expect(await investigation(id)).toMatchObject({ status: 'READY', totalDocuments: expected });
    const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    // a step per file, with its own counts
    expect(run.steps).toEqual(
      files.map((file) =>
        expect.objectContaining({ label: `Reading ${file.fileName}`, state: 'done', added: file.documents }),
      ),
    );
    const enw = run.steps.at(-1);
    // the JabRef .enw sample begins 13 records, 12 of them without a title, each named by its line
    expect(enw.rejectedInputs).toHaveLength(12);
    expect(enw.rejectedInputs[0]).toEqual({ input: 'line 7', reason: 'no title' });

    const rows = await bed.t.database.db.query<{ title: string }>(
      'SELECT title FROM documents WHERE investigation_id = $1',
      [id],
    );
    expect(rows.rows.map((row) => row.title)).toEqual(
      expect.arrayContaining([
        'GenomeDiagram: a python package for the visualization of large-scale genomic data.',
        'Proton MRI of (13)C distribution by J and chemical shift editing.',
        'Optical waveguides in Sn2P2S6 by low fluence MeV He+ ion implantation',
        'A demographic study of the south polar skua Catharacta maccormicki at Cape Crozier',
        'testT',
      ]),
    );
  });
});
