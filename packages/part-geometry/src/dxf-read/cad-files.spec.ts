import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectMeasures, type ExpectedMeasures } from './expected-measures.test-support.js';
import { checkDxfInput, readDxf } from './index.js';

// DXF files written by real CAD programs (OpenSCAD, Inkscape, pstoedit, ...: test-corpus/cad/make.sh)
// against metrics computed without our TypeScript by test-corpus/cad/expected.py (ezdxf + hand).
const cad = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus/cad');

const expected = JSON.parse(readFileSync(join(cad, 'expected.json'), 'utf8')) as Record<
  string,
  ExpectedMeasures
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
    expectMeasures(name, readDxf(bytes.toString('utf8')), want);
  });
});
