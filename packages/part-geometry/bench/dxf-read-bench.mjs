// DXF reading benchmark of the laser quote: a ~30 MB drawing with 100,000 holes (plate-dxf.mjs).
// Prints the bare `dxf` parser time, the readDxf time, their ratio and peak RSS. Not a test.
//   npx tsc -b packages/part-geometry && node --expose-gc packages/part-geometry/bench/dxf-read-bench.mjs
// Options: --file <path> reads that file instead of writing one; --json prints the figures as
// one JSON line last (part H of `npm run bench` runs it so); KEEP_DXF=<path> keeps the drawing.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import dxf from 'dxf';
import { readDxf } from '../dist/index.js';
import { writePlateDxf } from './plate-dxf.mjs';

const { values: options } = parseArgs({
  options: { file: { type: 'string' }, json: { type: 'boolean', default: false } },
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const directory = mkdtempSync(join(tmpdir(), 'dxf-read-bench-'));
try {
  const file = options.file ?? writePlateDxf(join(directory, 'plate-100000-holes.dxf')).file;
  const text = readFileSync(file, 'utf8');
  const megabytes = Buffer.byteLength(text) / 1e6;
  let peakRss = process.memoryUsage().rss;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const sampler = setInterval(sample, 20);

  globalThis.gc?.();
  let started = performance.now();
  dxf.parseString(text);
  const bareMs = performance.now() - started;
  sample();

  globalThis.gc?.();
  started = performance.now();
  // Progress marks the phases: 0.5 parsed, 0.8 paths built, 0.95 contours, 1 preview.
  const marks = new Map();
  const result = readDxf(text, {
    onProgress(fraction) {
      sample();
      for (const mark of [0.5, 0.8, 0.95, 1]) {
        if (fraction >= mark && !marks.has(mark)) marks.set(mark, performance.now() - started);
      }
    },
  });
  const readMs = performance.now() - started;
  sample();
  clearInterval(sampler);
  if (!result.ok) throw new Error(`readDxf failed: ${result.code} ${result.message}`);

  // A second and third bare parse for a steadier figure (the first includes V8's warm-up).
  const bareRuns = [bareMs];
  for (let run = 0; run < 2; run += 1) {
    globalThis.gc?.();
    const start = performance.now();
    dxf.parseString(text);
    bareRuns.push(performance.now() - start);
  }

  const previewChars = result.preview.paths.reduce((sum, path) => sum + path.d.length, 0);
  const at = (mark) => marks.get(mark) ?? 0;
  const phases = {
    parseMs: Math.round(at(0.5)),
    entitiesMs: Math.round(at(0.8) - at(0.5)),
    contoursMs: Math.round(at(0.95) - at(0.8)),
    previewMs: Math.round(at(1) - at(0.95)),
  };
  console.log(`file: ${megabytes.toFixed(1)} MB`);
  console.log(`metrics: ${JSON.stringify(result.metrics)}`);
  console.log(
    `preview: ${result.preview.paths.length} paths, ${(previewChars / 1e6).toFixed(1)} M chars`,
  );
  console.log(
    `bare dxf.parseString: ${(bareMs / 1000).toFixed(2)} s (median of 3: ${(
      median(bareRuns) / 1000
    ).toFixed(2)} s)`,
  );
  console.log(`readDxf total:        ${(readMs / 1000).toFixed(2)} s (target < 5 s)`);
  console.log(`ratio readDxf / bare: ${(readMs / median(bareRuns)).toFixed(2)}`);
  console.log(
    `  phases: parse ${phases.parseMs} ms, entities ${phases.entitiesMs} ms, ` +
      `contours ${phases.contoursMs} ms, preview ${phases.previewMs} ms`,
  );
  console.log(`peak RSS:             ${(peakRss / 1e6).toFixed(0)} MB (sampled)`);
  if (process.env.KEEP_DXF && !options.file) copyFileSync(file, process.env.KEEP_DXF);
  if (options.json) {
    console.log(
      JSON.stringify({
        fileBytes: Buffer.byteLength(text),
        pierceCount: result.metrics.pierceCount,
        bareParseMs: Math.round(median(bareRuns)),
        bareParseRunsMs: bareRuns.map(Math.round),
        readDxfMs: Math.round(readMs),
        ratio: Math.round((readMs / median(bareRuns)) * 100) / 100,
        phases,
        peakRssBytes: peakRss,
      }),
    );
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
