// The suggested terms a reviewer sees after 10 Relevant votes, per labelled screening set: the first 10 included
// records (file order) are the votes, the others the rest of the list, as the workspace's suggestions read them
// (title and abstract). Printed with the second page (what More shows). Used by bench/screening.mjs; runs alone too:
// npm run build && node bench/suggested-terms.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VOTES = 10;
const PAGE = 10;
const MAX_REST = 2000;

async function load() {
  try {
    const [{ suggestTerms }, { parseCsvObjects }] = await Promise.all([
      import('../apps/server/dist/text/suggest-terms.js'),
      import('../apps/server/dist/engines/relevance/index.js'),
    ]);
    return { suggestTerms, parseCsvObjects };
  } catch (error) {
    console.error(`The compiled server is missing (${error.message}): run npm run build first.`);
    process.exit(1);
  }
}

/** The suggestions after 10 relevant votes in one labelled set: two pages of PAGE terms. */
export async function suggestedAfterVotes(csvText) {
  const { suggestTerms, parseCsvObjects } = await load();
  const records = parseCsvObjects(csvText);
  const text = (record) => `${record.title ?? ''}\n${record.abstract ?? ''}`;
  const included = records.filter((record) => String(record.included ?? record.label_included) === '1');
  const positive = included.slice(0, VOTES).map(text);
  const others = records.filter((record) => !positive.includes(text(record)));
  const step = Math.max(1, Math.ceil(others.length / MAX_REST));
  const rest = others.filter((_, index) => index % step === 0).map(text);
  const terms = suggestTerms({ positive, rest, exclude: new Set(), limit: PAGE * 2 });
  return { first: terms.slice(0, PAGE), more: terms.slice(PAGE) };
}

export async function printSuggestedTerms(dataDir, files) {
  console.log('');
  console.log(
    `Suggested terms after ${VOTES} Relevant votes (the first ${VOTES} included records), then what More adds:`,
  );
  for (const file of files) {
    const { first, more } = await suggestedAfterVotes(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    console.log(`  ${file.replace(/\.csv$/i, '')}: ${first.join(', ') || '(none)'}`);
    console.log(`  ${' '.repeat(file.length - 4)}  More: ${more.join(', ') || '(none)'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    process.env.SCREENING_DATA_DIR ?? '../shared/data/screening',
  );
  if (!fs.existsSync(dataDir)) {
    console.log(`skipped: ${dataDir} not found (the labelled screening sets belong in ../shared/data/screening)`);
  } else {
    await printSuggestedTerms(
      dataDir,
      fs
        .readdirSync(dataDir)
        .filter((name) => name.toLowerCase().endsWith('.csv'))
        .sort(),
    );
  }
}
