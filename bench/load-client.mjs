// The HTTP side of bench/load.mjs: a browser-like client (session cookie, Client-Id on writes) and per-call figures.
import { randomUUID } from 'node:crypto';

/** Latencies and failures per call name. */
export class CallStats {
  calls = new Map();

  record(name, ms, ok) {
    let call = this.calls.get(name);
    if (!call) this.calls.set(name, (call = { ms: [], failures: 0, firstFailure: undefined }));
    call.ms.push(ms);
    if (ok !== true) {
      call.failures++;
      call.firstFailure ??= ok;
    }
  }

  /** One line per call: count, requests/s, p50/p95/max, failures; then the total. */
  print(seconds) {
    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    let total = 0;
    let failures = 0;
    const rows = [];
    for (const [name, call] of [...this.calls].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...call.ms].sort((a, b) => a - b);
      total += sorted.length;
      failures += call.failures;
      rows.push(
        `  ${name.padEnd(15)} ${String(sorted.length).padStart(6)} calls ${(sorted.length / seconds).toFixed(1).padStart(7)}/s` +
          `  p50 ${pct(sorted, 50).toFixed(0).padStart(5)} ms  p95 ${pct(sorted, 95).toFixed(0).padStart(5)} ms  max ${sorted.at(-1).toFixed(0).padStart(5)} ms` +
          `  failures ${call.failures}${call.firstFailure ? ` (first: ${call.firstFailure})` : ''}`,
      );
    }
    console.log(rows.join('\n'));
    console.log(
      `  ${'all'.padEnd(15)} ${String(total).padStart(6)} calls ${(total / seconds).toFixed(1).padStart(7)}/s  failures ${failures}`,
    );
    return { total, failures };
  }
}

/** A signed-in browser: keeps its session cookie, sends a Client-Id on writes, times every call into `stats`. */
export class BenchClient {
  cookie = '';
  clientId = randomUUID();

  /** Pause before each call (a reviewer reading), ms on average. */
  thinkMs = 0;

  constructor(baseUrls, stats) {
    // Several server processes: each call goes to the next one, as a load balancer without stickiness would.
    this.baseUrls = baseUrls;
    this.stats = stats;
    this.turn = Math.floor(Math.random() * baseUrls.length);
  }

  async call(name, method, path, body) {
    if (this.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, this.thinkMs * (0.5 + Math.random())));
    const url = this.baseUrls[this.turn++ % this.baseUrls.length] + path;
    const headers = {
      ...(this.cookie && { cookie: this.cookie }),
      ...(method !== 'GET' && { 'Client-Id': this.clientId }),
    };
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
    const started = performance.now();
    let response;
    let text;
    try {
      response = await fetch(url, { method, headers, body: payload });
      text = await response.text();
    } catch (error) {
      this.stats?.record(name, performance.now() - started, `${error.cause?.code ?? error.message}`);
      throw error;
    }
    this.stats?.record(name, performance.now() - started, response.ok || `${response.status} ${text.slice(0, 120)}`);
    const setCookie = response.headers.getSetCookie?.() ?? [];
    for (const line of setCookie) if (line.startsWith('quarry_session=')) this.cookie = line.split(';')[0];
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  get = (name, path) => this.call(name, 'GET', path);
  post = (name, path, body = {}) => this.call(name, 'POST', path, body);
  patch = (name, path, body) => this.call(name, 'PATCH', path, body);
}
