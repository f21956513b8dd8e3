import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDxfInput, readDxf } from './index.js';

// Small drawings with one damage each (test-corpus/damaged/make.py), against the line that script
// found by searching the text: the reader names that line instead of quoting what it could read.
const damaged = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus/damaged');

interface Expected {
  ok: boolean;
  code?: string;
  line?: number;
  problem?: string;
  pierceCount?: number;
  cutLengthMm?: number;
}

const expected = JSON.parse(readFileSync(join(damaged, 'expected.json'), 'utf8')) as Record<
  string,
  Expected
>;

const read = (name: string) => readFileSync(join(damaged, 'files', name));

describe('readDxf on damaged files', () => {
  it('quotes the intact drawing the damaged ones come from', () => {
    const result = readDxf(read('plate-4-holes.dxf').toString('utf8'));
    const want = expected['plate-4-holes.dxf']!;
    if (!result.ok) throw new Error(result.message);
    expect(result.metrics.pierceCount).toBe(want.pierceCount);
    expect(result.metrics.cutLengthMm).toBeCloseTo(want.cutLengthMm!, 3);
    expect(result.metrics.units).toBe('mm');
  });

  const names = Object.keys(expected).filter((name) => !expected[name]!.ok);

  it('covers a bad group code, bad values and unclosed sections', () => {
    expect(new Set(names.map((name) => expected[name]!.problem))).toEqual(
      new Set(['group_code', 'value', 'section']),
    );
  });

  it.each(names)('%s is malformed at its line', (name) => {
    const want = expected[name]!;
    const bytes = read(name);
    // The first bytes look like any DXF: only reading the whole file finds the damage.
    expect(checkDxfInput(new Uint8Array(bytes))).toEqual({ ok: true });
    const result = readDxf(bytes.toString('utf8'));
    expect(result).toMatchObject({
      ok: false,
      code: 'malformed',
      line: want.line,
      problem: want.problem,
    });
    if (!result.ok) expect(result.message).toContain(`Line ${want.line}:`);
  });

  it('names the letter O in the group code it could not read', () => {
    const result = readDxf(read('circle-code-letter-o.dxf').toString('utf8'));
    expect(result).toMatchObject({
      ok: false,
      message: 'The DXF file is damaged. Line 103: "1O" is not a group code.',
    });
  });

  it('names the value and the group code that needs a number', () => {
    expect(readDxf(read('float-two-points.dxf').toString('utf8'))).toMatchObject({
      message: expect.stringContaining(
        '"1.2.3" is not a decimal number, which group code 10 needs',
      ),
    });
    expect(readDxf(read('integer-word.dxf').toString('utf8'))).toMatchObject({
      message: expect.stringContaining('"abc" is not a whole number, which group code 62 needs'),
    });
  });

  it('names the section left open by a file cut off inside it', () => {
    expect(readDxf(read('cut-off-in-section.dxf').toString('utf8'))).toMatchObject({
      message: expect.stringContaining('the section ENTITIES that starts here is not closed'),
    });
  });
});
