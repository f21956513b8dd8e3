// DXF reading benchmark (issue 8): a ~30 MB drawing with 100,000 holes, written to a temp dir.
// Prints the bare `dxf` parser time, the readDxf time, their ratio and peak RSS. Not a test.
//   npx tsc -b packages/part-geometry && node --expose-gc packages/part-geometry/bench/dxf-read-bench.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import dxf from 'dxf';
import { readDxf } from '../dist/index.js';

const HOLES = 100_000;
const COLUMNS = 400;
const PITCH = 10;

/** A plate with HOLES holes: half CIRCLEs, half LWPOLYLINE slots with bulged ends, R2000 style. */
function writeDxf() {
  const lines = [
    '0',
    'SECTION',
    '2',
    'HEADER',
    '9',
    '$ACADVER',
    '1',
    'AC1015',
    '9',
    '$INSUNITS',
    '70',
    '4',
  ];
  lines.push('0', 'ENDSEC', '0', 'SECTION', '2', 'ENTITIES');
  let handle = 0x100;
  const common = (type, subclass) => {
    handle += 1;
    lines.push('0', type, '5', handle.toString(16).toUpperCase(), '330', '1F', '100', 'AcDbEntity');
    lines.push('8', 'CUT_CONTOUR', '6', 'Continuous', '62', '7', '100', subclass);
  };
  const rows = Math.ceil(HOLES / COLUMNS);
  const width = COLUMNS * PITCH + PITCH;
  const height = rows * PITCH + PITCH;
  common('LWPOLYLINE', 'AcDbPolyline');
  lines.push('90', '4', '70', '1', '43', '0.0');
  for (const [x, y] of [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ])
    lines.push('10', `${x}.0`, '20', `${y}.0`);
  for (let index = 0; index < HOLES; index += 1) {
    const cx = PITCH + (index % COLUMNS) * PITCH + 0.000123456789;
    const cy = PITCH + Math.floor(index / COLUMNS) * PITCH + 0.000987654321;
    if (index % 2 === 0) {
      common('CIRCLE', 'AcDbCircle');
      lines.push('10', cx.toFixed(12), '20', cy.toFixed(12), '30', '0.0', '40', '2.500000000000');
      lines.push('210', '0.0', '220', '0.0', '230', '1.0');
    } else {
      common('LWPOLYLINE', 'AcDbPolyline');
      lines.push('90', '4', '70', '1', '43', '0.0');
      const points = [
        [cx - 2, cy - 1.5, 0],
        [cx + 2, cy - 1.5, 1],
        [cx + 2, cy + 1.5, 0],
        [cx - 2, cy + 1.5, 1],
      ];
      for (const [x, y, bulge] of points) {
        lines.push(
          '10',
          x.toFixed(12),
          '20',
          y.toFixed(12),
          '40',
          '0.0',
          '41',
          '0.0',
          '42',
          bulge.toFixed(12),
        );
      }
      lines.push('210', '0.0', '220', '0.0', '230', '1.0');
    }
  }
  lines.push('0', 'ENDSEC', '0', 'EOF');
  return lines.join('\n') + '\n';
}

const directory = mkdtempSync(join(tmpdir(), 'dxf-read-bench-'));
const file = join(directory, 'plate-100000-holes.dxf');
try {
  writeFileSync(file, writeDxf());
  const text = readFileSync(file, 'utf8');
  const megabytes = Buffer.byteLength(text) / 1e6;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

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

  const previewChars = result.preview.paths.reduce((sum, path) => sum + path.d.length, 0);
  console.log(`file: ${megabytes.toFixed(1)} MB, ${HOLES} holes`);
  console.log(`metrics: ${JSON.stringify(result.metrics)}`);
  console.log(
    `preview: ${result.preview.paths.length} paths, ${(previewChars / 1e6).toFixed(1)} M chars`,
  );
  console.log(`bare dxf.parseString: ${(bareMs / 1000).toFixed(2)} s`);
  console.log(`readDxf total:        ${(readMs / 1000).toFixed(2)} s (target < 5 s)`);
  console.log(`ratio readDxf / bare: ${(readMs / bareMs).toFixed(2)}`);
  const phase = (from, to) => (((marks.get(to) ?? 0) - (marks.get(from) ?? 0)) / 1000).toFixed(2);
  console.log(
    `  phases: parse ${((marks.get(0.5) ?? 0) / 1000).toFixed(2)} s, entities ${phase(0.5, 0.8)} s, ` +
      `contours ${phase(0.8, 0.95)} s, preview ${phase(0.95, 1)} s`,
  );
  console.log(`peak RSS:             ${(peakRss / 1e6).toFixed(0)} MB (sampled)`);
  if (process.env.KEEP_DXF) writeFileSync(process.env.KEEP_DXF, text);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
