/* global window, document */
// The drawing side of the graphs, in headless Chromium (Debian's, software WebGL): a graph of 5,000 nodes / 20,000
// links and one of 10,000 / 50,000 drawn with sigma 3; frames per second while the camera pans and zooms for 5 s,
// the first draw, and ForceAtlas2's time per 100 iterations in a web worker (the organic layout).
// Frames are those sigma renders (afterRender) while the camera is dragged and wheeled: what the user sees move. The
// figure is taken with the input made inside the page each animation frame; the one with the mouse driven from here
// over the automation protocol is printed too, but that pipe delivers about 30 events a second whatever the graph.
// GRAPH_W / GRAPH_H set the drawing's size in pixels (1280 x 800).
// Target (issue 13): ≥ 30 fps at 5,000 / 20,000. Usage: node bench/graph-browser.mjs [sizes=5000x20000,10000x50000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = (process.argv[2] ?? '5000x20000,10000x50000').split(',').map((size) => size.split('x').map(Number));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A user panning (drag) and zooming (wheel) over the graph for `ms`, as fast as the page takes the events. */
async function moveFor(page, ms) {
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < ms) {
    await page.mouse.move(640, 400);
    await page.mouse.down();
    for (let k = 0; k < 10; k++)
      await page.mouse.move(640 + 200 * Math.sin((step + k) / 5), 400 + 120 * Math.cos((step + k) / 7));
    await page.mouse.up();
    await page.mouse.wheel(0, step % 2 === 0 ? -240 : 240);
    step++;
  }
}

const bundle = async (entry) =>
  (
    await build({
      entryPoints: [path.join(here, 'graph-browser', entry)],
      bundle: true,
      format: 'iife',
      write: false,
      minify: true,
    })
  ).outputFiles[0].text;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-graph-bench-'));
try {
  fs.writeFileSync(path.join(dir, 'page.js'), await bundle('page.js'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><body style="margin:0"><div id="graph" style="width:${process.env.GRAPH_W ?? 1280}px;height:${process.env.GRAPH_H ?? 800}px"></div><script src="page.js"></script></body></html>`,
  );
  const workerSource = await bundle('worker.js');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // Software WebGL (SwiftShader), as on a machine without a GPU; the frame rate is not capped by vsync.
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`file://${path.join(dir, 'index.html')}`);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'no WebGL';
    });
    console.log(`Chromium ${browser.version()}, WebGL: ${renderer}, ${os.cpus().length} cores`);
    for (const [nodes, links] of sizes) {
      const firstDrawMs = await page.evaluate(([n, m]) => window.drawGraph(n, m), [nodes, links]);
      await moveFor(page, 1000); // warm-up: shaders compiled, caches filled
      await page.evaluate(() => window.countRenders());
      await page.evaluate(() => window.startCounting());
      await moveFor(page, 5000);
      const { renders, seconds } = await page.evaluate(() => window.stopCounting());
      await page.evaluate(() => window.moveInPage(1000));
      const inPage = await page.evaluate(() => window.moveInPage(5000));
      const fa2 = await page.evaluate((source) => window.timeForceAtlas2(source), workerSource);
      console.log(
        `  ${nodes.toLocaleString('en')} nodes / ${links.toLocaleString('en')} links: ${(inPage.renders / inPage.seconds).toFixed(1)} fps while panning and zooming for 5 s ` +
          `(input made in the page each frame; ${(renders / seconds).toFixed(1)} fps with the mouse driven over the automation protocol), ` +
          `first draw ${firstDrawMs.toFixed(0)} ms, ForceAtlas2 ${fa2.toFixed(0)} ms per 100 iterations (worker)`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
