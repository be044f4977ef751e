// The Word export of a large insight report: the time to build the .docx and the longest the event loop waits
// meanwhile, on the main thread and in the worker thread the server uses.
// Usage: npm run build && node bench/report-docx.mjs [insights=200] [images=50]
import zlib from 'node:zlib';
import { reportDocx } from '../apps/server/dist/modules/insights/report-docx.js';
import { reportDocxInWorker } from '../apps/server/dist/modules/insights/report-in-worker.js';

const insights = Number(process.argv[2] ?? 200);
const imageCount = Number(process.argv[3] ?? 50);

/** A PNG of w×h pixels (noise, so it does not compress away: like a screenshot of a graph). */
function png(w, h, seed) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  let state = seed;
  const rows = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + 3 * w);
    for (let x = 1; x < row.length; x++) row[x] = (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sections = [
  { id: 0, name: 'Default Section', ordinal: -1 },
  ...Array.from({ length: 10 }, (_, k) => ({ id: k + 1, name: `Section ${k + 1}`, ordinal: k })),
];
const images = new Map(
  Array.from({ length: imageCount }, (_, k) => [k + 1, { content: png(800, 500, k + 1), contentType: 'image/png' }]),
);
const text =
  '<h2>Finding</h2><p>Peat <strong>stores</strong> <em>carbon</em>, see <a href="https://example.org">the survey</a>.</p><ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>A quote.</p></blockquote>';
const observations = Array.from({ length: insights }, (_, k) => ({
  id: k + 1,
  title: `Insight ${k + 1}`,
  observation: text.repeat(3),
  type: 'Investigation',
  referencedObject: null,
  referencedEntity: null,
  imageId: k < imageCount ? k + 1 : null,
  imageTimestamp: null,
  time: new Date().toISOString(),
  section: k % 11 === 0 ? null : k % 11,
  ordinal: k,
  observationTitle: null,
}));

/** Builds the file with `build`, timing it and the longest gap between the ticks of a 10 ms timer meanwhile. */
async function measure(build) {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  const file = await build();
  const ms = performance.now() - started;
  longest = Math.max(longest, performance.now() - last);
  clearInterval(ticker);
  return { file, ms, longest };
}

const content = { title: 'Bench report', date: new Date(), sections, observations, images, documents: new Map() };
const inProcess = await measure(() => reportDocx(content));
const inWorker = await measure(() => reportDocxInWorker(content));
console.log(
  `${insights} insights, ${imageCount} images of 800×500 of noise (${(inWorker.file.length / 1024 / 1024).toFixed(1)} MB .docx):`,
);
console.log(
  `  on the main thread: ${inProcess.ms.toFixed(0)} ms, the event loop waits up to ${inProcess.longest.toFixed(0)} ms`,
);
console.log(
  `  in a worker thread (what the server does): ${inWorker.ms.toFixed(0)} ms, the event loop waits up to ${inWorker.longest.toFixed(0)} ms`,
);
