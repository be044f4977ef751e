/* global window, document, requestAnimationFrame, Worker, MouseEvent, WheelEvent */
// Runs in Chromium: draws a random graph of N nodes / M links with sigma and the app's settings; the bench drives
// the mouse (drag to pan, wheel to zoom) while this counts the frames sigma renders; ForceAtlas2 is timed in a worker.
import Graph from 'graphology';
import Sigma from 'sigma';
import { NodePointProgram } from 'sigma/rendering';
import { quietEmptyLayers } from '../../apps/web/src/graph/quietLayers';

// The app's thresholds (apps/web/src/graph/GraphCanvas.tsx); its hiding of empty layers is the app's own code.
const LARGE_GRAPH_LINKS = 2000;
const LARGE_GRAPH_NODES = 1000;

/** A seeded PRNG, so every run draws the same graph. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Links drawn preferentially to early (heavy) nodes, like co-authorship: a few hubs, many light nodes. */
function makeGraph(nodes, links, sizeScale = 1) {
  const next = random(42);
  const graph = new Graph({ type: 'undirected' });
  for (let i = 0; i < nodes; i++)
    graph.addNode(String(i), {
      x: next() * 1000,
      y: next() * 1000,
      size: sizeScale * (2 + 0.8 * (1 + Math.sqrt(next() * 25))),
      color: '#1f77b4',
      label: `Author ${i}`,
    });
  while (graph.size < links) {
    const a = Math.floor(next() ** 2 * nodes);
    const b = Math.floor(next() * nodes);
    if (a !== b && !graph.hasEdge(String(a), String(b)))
      graph.addEdge(String(a), String(b), { size: 1, color: '#c3c7cc', weight: 1 });
  }
  return graph;
}

let sigma;
let graph;
let frames = 0;
let counting = false;
let countStarted = 0;
const count = () => {
  frames++;
  if (counting) requestAnimationFrame(count);
};

/** Draws the graph with the app's settings for its size (GraphCanvas: links and labels hidden while the camera moves, nodes as points). */
window.drawGraph = (nodes, links) => {
  sigma?.kill();
  graph = makeGraph(nodes, links);
  const started = performance.now();
  sigma = new Sigma(graph, document.getElementById('graph'), {
    labelRenderedSizeThreshold: 3,
    zIndex: true,
    hideEdgesOnMove: graph.size > LARGE_GRAPH_LINKS,
    hideLabelsOnMove: graph.order > LARGE_GRAPH_NODES,
    ...(graph.order > LARGE_GRAPH_NODES
      ? { defaultNodeType: 'point', nodeProgramClasses: { point: NodePointProgram } }
      : {}),
  });
  sigma.refresh();
  quietEmptyLayers(sigma);
  return performance.now() - started;
};

/** Frames drawn while the bench drags and wheels the mouse (a frame per animation frame the browser gives). */
window.startCounting = () => {
  frames = 0;
  counting = true;
  countStarted = performance.now();
  requestAnimationFrame(count);
};
window.stopCounting = () => {
  counting = false;
  return { frames, renders: renders, seconds: (performance.now() - countStarted) / 1000 };
};

let renders = 0;
window.countRenders = () => {
  renders = 0;
  sigma.on('afterRender', () => renders++);
};

/**
 * Pans and zooms for `ms` with input made inside the page: every animation frame one drag step (mouse events on
 * sigma's mouse layer, as a hand would send them) and every tenth a wheel notch; resolves with the renders sigma made.
 * Input from the bench over the automation protocol arrives at about 30 events a second whatever the graph (100
 * nodes measured the same as 5,000), so that figure says how fast the pipe is, not how fast the drawing is.
 */
window.moveInPage = (ms) =>
  new Promise((resolve) => {
    const target = document.querySelector('.sigma-mouse');
    const box = target.getBoundingClientRect();
    const at = (x, y) => ({ clientX: box.left + x, clientY: box.top + y, bubbles: true, cancelable: true });
    let rendered = 0;
    const onRender = () => rendered++;
    sigma.on('afterRender', onRender);
    const started = performance.now();
    let step = 0;
    target.dispatchEvent(new MouseEvent('mousedown', { ...at(640, 400), button: 0 }));
    const tick = () => {
      step++;
      const x = 640 + 200 * Math.sin(step / 5);
      const y = 400 + 120 * Math.cos(step / 7);
      target.dispatchEvent(new MouseEvent('mousemove', at(x, y)));
      if (step % 10 === 0) {
        target.dispatchEvent(new MouseEvent('mouseup', { ...at(x, y), button: 0 }));
        target.dispatchEvent(
          new WheelEvent('wheel', { ...at(x, y), deltaY: step % 20 === 0 ? -240 : 240, deltaMode: 0 }),
        );
        target.dispatchEvent(new MouseEvent('mousedown', { ...at(x, y), button: 0 }));
      }
      if (performance.now() - started < ms) requestAnimationFrame(tick);
      else {
        target.dispatchEvent(new MouseEvent('mouseup', { ...at(x, y), button: 0 }));
        sigma.off('afterRender', onRender);
        resolve({ renders: rendered, seconds: (performance.now() - started) / 1000 });
      }
    };
    requestAnimationFrame(tick);
  });

/** ForceAtlas2 in a worker, as the organic layout runs it: the median of three runs of 100 iterations. */
window.timeForceAtlas2 = (workerSource) => {
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' })));
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(graph.export());
  });
};
