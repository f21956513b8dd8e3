import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDxfInput, readDxf } from './index.js';

// DXF files written by real CAD programs (OpenSCAD, Inkscape, pstoedit, ...: test-corpus/cad/make.sh)
// against metrics computed without our TypeScript by test-corpus/cad/expected.py (ezdxf + hand).
const cad = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus/cad');

interface Expected {
  cutLengthMm: number;
  pierceCount: number;
  boundingBox: { widthMm: number; heightMm: number; minXMm: number; minYMm: number };
  netAreaMm2: number | null;
  contours: { outer: number; holes: number; open: number };
  units: string;
  findings: string[];
}

const expected = JSON.parse(readFileSync(join(cad, 'expected.json'), 'utf8')) as Record<
  string,
  Expected
>;
const names = Object.keys(expected);

describe('readDxf on files from real CAD programs', () => {
  it('covers at least three programs', () => {
    const programs = new Set(names.map((name) => name.split('-')[0]));
    expect(programs.size).toBeGreaterThanOrEqual(3);
  });

  it.each(names)('%s', (name) => {
    const want = expected[name]!;
    const bytes = readFileSync(join(cad, 'files', name));
    expect(checkDxfInput(new Uint8Array(bytes))).toEqual({ ok: true });
    const result = readDxf(bytes.toString('utf8'));
    if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`);
    const { metrics, findings } = result;
    expect(Math.abs(metrics.cutLengthMm - want.cutLengthMm)).toBeLessThanOrEqual(
      want.cutLengthMm * 0.001,
    );
    expect(metrics.pierceCount).toBe(want.pierceCount);
    for (const key of ['widthMm', 'heightMm', 'minXMm', 'minYMm'] as const) {
      expect(Math.abs(metrics.boundingBox[key] - want.boundingBox[key])).toBeLessThanOrEqual(0.01);
    }
    if (want.netAreaMm2 === null) expect(metrics.netAreaMm2).toBeNull();
    else
      expect(Math.abs(metrics.netAreaMm2! - want.netAreaMm2)).toBeLessThanOrEqual(
        want.netAreaMm2 * 0.001,
      );
    expect(metrics.contours).toEqual(want.contours);
    expect(metrics.units).toBe(want.units);
    expect(findings.map((finding) => finding.code).sort()).toEqual([...want.findings].sort());
  });
});
