// Labelled author-disambiguation sets in S2AND's layout (signatures.json + clusters.json, papers.json where present),
// shared by bench/disambiguation.mjs and bench/train-disambiguation.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA_DIR = path.resolve(root, '../shared/data/disambiguation');

const isSet = (dir) =>
  fs.existsSync(path.join(dir, 'signatures.json')) && fs.existsSync(path.join(dir, 'clusters.json'));

/** `--data <folder>` from the command line, else the shared data folder. */
export function dataDirFrom(argv) {
  const at = argv.indexOf('--data');
  return at >= 0 && argv[at + 1] ? path.resolve(argv[at + 1]) : DEFAULT_DATA_DIR;
}

/** The sets in `dataDir` (or `dataDir` itself when it is one), by folder name; [] when there is none. */
export function findSets(dataDir) {
  if (!fs.existsSync(dataDir)) return [];
  if (isSet(dataDir)) return [{ name: path.basename(dataDir), dir: dataDir }];
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isSet(path.join(dataDir, entry.name)))
    .map((entry) => ({ name: entry.name, dir: path.join(dataDir, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Reads one set with the engine's reader; papers.json is optional. */
export function loadSet(dir, readS2andSet) {
  const read = (file) =>
    fs.existsSync(path.join(dir, file)) ? JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) : {};
  return readS2andSet(read('signatures.json'), read('clusters.json'), read('papers.json'));
}

/** Sets with at least `minimum` labelled mentions (a toy example teaches and measures nothing). */
export const MIN_SET_MENTIONS = 50;
