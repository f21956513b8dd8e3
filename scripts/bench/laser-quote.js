// Part H of `npm run bench`: the laser quote of a 30 MB DXF with 100,000 holes.
//   - the bare `dxf` parser and part-geometry's readDxf on the file, in a Node process of their own
//     (packages/part-geometry/bench/dxf-read-bench.mjs --file <it> --json);
//   - the service path: POST /api/laser-quotes through the gateway (-> JetStream object store ->
//     pricing, which reads it in a worker thread), median of 3, with the peak memory of the pricing
//     and gateway processes (VmHWM from /proc/<pid>/status, reset before each request);
//   - the browser path: /laserschnitt-rechner in chromium, from setInputFiles until the part and its
//     metrics are drawn, with the longest main-thread task and the longest gap between animation
//     frames meanwhile, median of 3 (laser-browser.js);
//   - hostile files: time to the refusal, its status and code, then a normal small quote.
// Figures are printed against their targets (a quote within 5 s, aiming at 3 s; the pricing
// process under 1.5 GB; a hostile file refused within 2 s); nothing here fails on timing.
import { execFile } from 'node:child_process';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { writePlateDxf } from '../../packages/part-geometry/bench/plate-dxf.mjs';
import { gatewayMain, pricingMain, repoRoot } from '@shop/test-kit/system';
import { measureLaserBrowser } from './laser-browser.js';
import { deeplyNestedBlocksDxf, hugeDxfStream } from './laser-files.js';

export const RUNS = 3;
const corpus = (name) => `${repoRoot}packages/part-geometry/test-corpus/files/${name}`;

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * POSTs multipart/form-data with `fields` and one file part whose body is a Buffer or a stream of
 * `size` bytes, and resolves as soon as the answer is complete (a refusal may come while the body is
 * still being sent; the rest is then not sent).
 * @param {string} url
 * @param {{ fields?: Record<string, string>, fileName: string, body: Buffer | Readable,
 *   size: number }} upload
 * @returns {Promise<{ status: number, body: any, ms: number }>}
 */
export function postLaserQuote(url, { fields = {}, fileName, body, size }) {
  const boundary = `----bleche-bench-${Date.now().toString(16)}`;
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/dxf\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + size + Buffer.byteLength(tail);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          answered = true;
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          // The server answered; whatever of the body is left unsent is not needed.
          if (!request.writableFinished) request.destroy();
          if (body instanceof Readable) body.destroy();
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: Math.round(ms) });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    if (Buffer.isBuffer(body)) {
      request.write(body);
      request.end(tail);
      return;
    }
    body.on('data', (chunk) => {
      if (!request.write(chunk)) body.pause();
    });
    request.on('drain', () => body.resume());
    body.on('end', () => request.end(tail));
    body.on('error', (error) => request.destroy(error));
  });
}

/** VmHWM and VmRSS (bytes) of a process, or null when /proc cannot tell. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { hwm: kb('VmHWM') * 1024, rss: kb('VmRSS') * 1024 };
  } catch {
    return null;
  }
}

/**
 * Watches the peak memory of some processes while `work` runs: their high-water marks are reset
 * first (clear_refs 5; without it VmHWM is the peak since start), and VmRSS is sampled as well.
 * @template T
 * @param {Record<string, number | undefined>} pids
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, peakBytes: Record<string, number | null> }>}
 */
async function watchMemory(pids, work) {
  const peaks = {};
  for (const [name, pid] of Object.entries(pids)) {
    if (!pid) continue;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      // not allowed: VmHWM then is the peak since the process started
    }
    peaks[name] = memoryOf(pid)?.rss ?? 0;
  }
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) {
      const memory = pid ? memoryOf(pid) : null;
      if (memory) peaks[name] = Math.max(peaks[name], memory.rss, memory.hwm);
    }
  };
  const timer = setInterval(sample, 25);
  try {
    const result = await work();
    sample();
    const peakBytes = {};
    for (const name of Object.keys(pids)) peakBytes[name] = peaks[name] ?? null;
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

/** The pid of the started process running `script`, if this run started the system. */
function pidOf(system, script) {
  return system?.processes.find((proc) => proc.child.spawnargs.includes(script))?.child.pid;
}

/** The first material with a price row, so the quote includes the price breakdown. */
async function pricedSelection(baseUrl) {
  const materials = await (await fetch(`${baseUrl}/api/materials`)).json();
  for (const material of materials) {
    const rows = await (await fetch(`${baseUrl}/api/material-prices/${material.id}`)).json();
    if (Array.isArray(rows) && rows.length > 0) {
      return { materialId: String(material.id), thickness: String(rows[0].thickness) };
    }
  }
  throw new Error('no material with prices in the database');
}

/** Runs the bare parser and readDxf on `file` in a Node process of their own. */
async function measureNodeRead(file) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--expose-gc',
      `${repoRoot}packages/part-geometry/bench/dxf-read-bench.mjs`,
      '--file',
      file,
      '--json',
    ],
    { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

/**
 * Part H. `system` (from startSystem) gives the process ids for the memory figures; without it
 * (BENCH_URL) those stay null.
 * @param {string} baseUrl
 * @param {{ processes: Array<{ child: import('node:child_process').ChildProcess }> } | null} system
 */
export async function benchmarkLaserQuote(baseUrl, system) {
  const directory = await mkdtemp(join(tmpdir(), 'bleche-laser-bench-'));
  try {
    const plate = writePlateDxf(join(directory, 'plate-100000-holes.dxf'));
    console.log(`  wrote ${(plate.bytes / 1e6).toFixed(1)} MB, ${plate.holes} holes`);

    console.log('  bare parser and readDxf in Node...');
    const node = await measureNodeRead(plate.file);

    console.log(`  POST /api/laser-quotes with the file, ${RUNS} times...`);
    const pids = { pricing: pidOf(system, pricingMain), gateway: pidOf(system, gatewayMain) };
    const service = await measureService(baseUrl, plate, pids, node.bareParseMs).catch(failed);

    console.log(`  /laserschnitt-rechner in chromium, ${RUNS} times...`);
    const browser = await measureLaserBrowser(baseUrl, plate, RUNS).catch(failed);

    console.log('  hostile files...');
    const hostile = await measureHostile(baseUrl, directory, pids).catch(failed);

    return {
      file: { bytes: plate.bytes, holes: plate.holes, pierceCount: plate.pierceCount },
      // Other work on the machine slows every figure here: the load beside them says how much.
      machine: {
        cpus: cpus().length,
        loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
      },
      node,
      service,
      browser,
      hostile,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The 30 MB file through the gateway RUNS times, with the processes' peak memory. */
async function measureService(baseUrl, plate, pids, bareParseMs) {
  const selection = await pricedSelection(baseUrl);
  const serviceRuns = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { result, peakBytes } = await watchMemory(pids, () =>
      postLaserQuote(`${baseUrl}/api/laser-quotes`, {
        fields: { ...selection, quantity: '1' },
        fileName: 'plate-100000-holes.dxf',
        body: createReadStream(plate.file),
        size: plate.bytes,
      }),
    );
    if (result.status !== 200) {
      throw new Error(
        `POST /api/laser-quotes answered ${result.status} after ${result.ms} ms: ${JSON.stringify(result.body)}`,
      );
    }
    if (result.body.pierceCount !== plate.pierceCount || !result.body.price) {
      throw new Error(`unexpected quote: ${JSON.stringify(result.body).slice(0, 300)}`);
    }
    serviceRuns.push({ ms: result.ms, peakBytes });
    console.log(
      `    run ${run + 1}: ${result.ms} ms, pricing peak ${mb(peakBytes.pricing)}, gateway peak ${mb(
        peakBytes.gateway,
      )}`,
    );
  }
  const medianMs = median(serviceRuns.map((run) => run.ms));
  const peak = (name) => {
    const values = serviceRuns.map((run) => run.peakBytes[name]).filter((value) => value);
    return values.length > 0 ? Math.max(...values) : null;
  };
  return {
    runsMs: serviceRuns.map((run) => run.ms),
    medianMs,
    pricingPeakBytes: peak('pricing'),
    gatewayPeakBytes: peak('gateway'),
    ratioToBareParser: Math.round((medianMs / bareParseMs) * 100) / 100,
  };
}

/** Each hostile file through the gateway: time to the refusal; then a normal quote must work. */
async function measureHostile(baseUrl, directory, pids) {
  const url = `${baseUrl}/api/laser-quotes`;
  const nested = join(directory, 'deeply-nested-blocks.dxf');
  writeFileSync(nested, deeplyNestedBlocksDxf(1000));
  const fromFile = (file) => ({
    fileName: file.split('/').at(-1),
    body: readFileSync(file),
    size: statSync(file).size,
  });
  const cases = [
    ['self-referencing block', () => fromFile(corpus('r2000-self-reference.dxf'))],
    ['deeply nested blocks (1000 levels)', () => fromFile(nested)],
    ['billion-entity claim', () => fromFile(corpus('r2000-billion-entities.dxf'))],
    [
      '200 MB body',
      () => ({ fileName: 'huge.dxf', body: hugeDxfStream(200_000_000), size: 200_000_000 }),
    ],
  ];
  const results = [];
  for (const [name, upload] of cases) {
    const { result, peakBytes } = await watchMemory(pids, async () => {
      try {
        return await postLaserQuote(url, upload());
      } catch (error) {
        return { status: 0, body: { code: String(error.code ?? error.message) }, ms: null };
      }
    });
    const after = await postLaserQuote(
      url,
      fromFile(corpus('r2000-chained-lines-ellipse-slot.dxf')),
    );
    results.push({
      name,
      status: result.status,
      code: result.body?.code ?? null,
      message: result.body?.message ?? null,
      ms: result.ms,
      pricingPeakBytes: peakBytes.pricing,
      gatewayPeakBytes: peakBytes.gateway,
      nextQuoteStatus: after.status,
      nextQuoteMs: after.ms,
    });
  }
  return results;
}

/** A failed measurement is reported in its place; the others still run. */
const failed = (error) => ({ error: error instanceof Error ? error.message : String(error) });

export const mb = (bytes) => (typeof bytes === 'number' ? `${Math.round(bytes / 1e6)} MB` : 'n/a');
