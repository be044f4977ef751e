// The graph calls over HTTP at N documents (default 100,000), as the browser makes them: the author graph of the
// top 1,000 authors (the default limit) and the entity graph of the top 300 entities and terms, unfiltered and with
// filters a user clicks (a year range, Relevant only, a journal, free text), answers read in full; p50 / p95 each.
// The drawing side (frames per second in Chromium, ForceAtlas2 in its worker) is bench/graph-browser.mjs.
// Usage: npm run build && node bench/graph.mjs [documents=100000] [runs=40]
import { timeCalls, withGeneratedInvestigation } from './http-setup.mjs';

const n = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 40);

await withGeneratedInvestigation(n, async ({ call, investigationId, generateSeconds }) => {
  const base = `/api/investigations/topic/${investigationId}`;
  const started = performance.now();
  const data = (await call('POST', `${base}/data?pageSize=20`, {})).json();
  console.log(
    `${n} documents (generated in ${generateSeconds.toFixed(0)} s; index built by the first workspace call in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const journal = data.tops.find((top) => top.name === 'predefined.Journals').entries[0].value;
  const filters = {
    unfiltered: {},
    '2010–2020': { dateFilter: { startYear: 2010, endYear: 2020 } },
    'Relevant only': { displayedResultsStatus: 'Relevant' },
    'one journal': { selectedTops: [{ name: 'predefined.Journals', selectedValue: journal }] },
    'free text': { freeText: 'sample 42' },
  };
  for (const graph of ['author', 'entity']) {
    const url = `${base}/${graph}-graph`;
    const answer = await call('POST', url, { spec: {} }, { 'accept-encoding': 'identity' });
    const { nodes, edges, totalNodeCount } = answer.json();
    console.log(
      `  ${graph} graph: ${nodes.length} of ${totalNodeCount} nodes, ${edges.length} links, ${(answer.bytes / 1024).toFixed(0)} KB`,
    );
    for (const [name, spec] of Object.entries(filters)) {
      await call('POST', url, { spec });
      console.log(`    ${name}: ${await timeCalls(call, url, { spec }, runs)}`);
    }
  }
});
