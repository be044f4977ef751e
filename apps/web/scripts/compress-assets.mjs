// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of dist, which the
// server sends as they are (@fastify/static preCompressed) instead of compressing each response; and moves the
// source maps out of dist to source-maps/, so the static folder never serves them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(webDir, 'dist');
const sourceMapsDir = path.join(webDir, 'source-maps');

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function moveSourceMaps(files) {
  const maps = files.filter((file) => file.endsWith('.map'));
  await fs.rm(sourceMapsDir, { recursive: true, force: true });
  for (const file of maps) {
    const target = path.join(sourceMapsDir, path.relative(distDir, file));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(file, target);
  }
  return maps.length;
}

/** Both encodings at their best level: done once per build, the time is paid here and not per request. */
async function compress(file) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

const files = await filesUnder(distDir);
const moved = await moveSourceMaps(files);
const toCompress = files.filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
await Promise.all(toCompress.map(compress));
console.log(
  `compress-assets: ${toCompress.length} files written as .br and .gz; ${moved} source maps moved to ${path.relative(process.cwd(), sourceMapsDir) || '.'}`,
);
