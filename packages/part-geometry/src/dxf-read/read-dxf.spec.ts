import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectMeasures, type ExpectedMeasures } from './expected-measures.test-support.js';
import { checkDxfInput, readDxf, type DxfReadResult } from './index.js';

// Every corpus file against metrics computed independently by test-corpus/generate.py (ezdxf).
const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus');

interface Expected extends ExpectedMeasures {
  ok: boolean;
  code?: string;
  duplicateCount?: number;
}

const expected = JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')) as Record<
  string,
  Expected
>;

function read(name: string): { result: DxfReadResult; head: ReturnType<typeof checkDxfInput> } {
  const bytes = readFileSync(join(corpus, 'files', name));
  return { result: readDxf(bytes.toString('utf8')), head: checkDxfInput(new Uint8Array(bytes)) };
}

describe('readDxf on the corpus', () => {
  const names = Object.keys(expected);

  it('covers every generated file', () => {
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it.each(names)('%s', (name) => {
    const want = expected[name]!;
    const { result, head } = read(name);
    if (!want.ok) {
      expect(result).toMatchObject({ ok: false, code: want.code });
      // The file cut in half names the ENTITIES section it leaves open (its `0` before SECTION).
      if (name === 'truncated.dxf')
        expect(result).toMatchObject({ line: 1767, problem: 'section' });
      if (want.code !== 'malformed' && want.code !== 'no_geometry' && want.code !== 'too_complex') {
        expect(head).toMatchObject({ ok: false, code: want.code });
      }
      return;
    }
    expect(head).toEqual({ ok: true });
    const { findings } = expectMeasures(name, result, want);
    if (want.duplicateCount !== undefined) {
      expect(findings.find((finding) => finding.code === 'duplicate_geometry')?.count).toBe(
        want.duplicateCount,
      );
    }
  });

  it('refuses a self-referencing block within 2 s', () => {
    const started = Date.now();
    expect(read('r2000-self-reference.dxf').result).toMatchObject({
      ok: false,
      code: 'too_complex',
    });
    expect(read('r2000-billion-entities.dxf').result).toMatchObject({
      ok: false,
      code: 'too_complex',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('honours maxBlockDepth and maxEntities', () => {
    const text = readFileSync(join(corpus, 'files', 'r2018-nested-blocks.dxf'), 'utf8');
    expect(readDxf(text, { maxBlockDepth: 1 })).toMatchObject({ ok: false, code: 'too_complex' });
    expect(readDxf(text, { maxEntities: 5 })).toMatchObject({ ok: false, code: 'too_complex' });
  });

  it('reports progress from 0 to 1', () => {
    const text = readFileSync(join(corpus, 'files', 'r2000-1000-holes.dxf'), 'utf8');
    const seen: number[] = [];
    readDxf(text, { onProgress: (fraction) => seen.push(fraction) });
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('draws the preview as one path per role, y down, from the top-left', () => {
    const text = readFileSync(join(corpus, 'files', 'r2000-1000-holes.dxf'), 'utf8');
    const result = readDxf(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.preview.paths.map((path) => path.role)).toEqual(['outer', 'hole']);
    expect(result.preview.paths[0]!.d.startsWith('M0 510')).toBe(true);
    expect(result.preview.paths[1]!.d.match(/M/g)).toHaveLength(1000);
  });

  it('draws a counter-clockwise arc with SVG sweep-flag 0 after flipping y', () => {
    // Quarter arc from (10, 0) to (0, 10) about the origin, closed by two lines through (0, 0).
    const text = [
      '0',
      'SECTION',
      '2',
      'ENTITIES',
      '0',
      'ARC',
      '8',
      '0',
      '10',
      '0',
      '20',
      '0',
      '40',
      '10',
      '50',
      '0',
      '51',
      '90',
      '0',
      'LINE',
      '8',
      '0',
      '10',
      '0',
      '20',
      '10',
      '11',
      '0',
      '21',
      '0',
      '0',
      'LINE',
      '8',
      '0',
      '10',
      '0',
      '20',
      '0',
      '11',
      '10',
      '21',
      '0',
      '0',
      'ENDSEC',
      '0',
      'EOF',
      '',
    ].join('\n');
    const result = readDxf(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.metrics.boundingBox).toEqual({ widthMm: 10, heightMm: 10, minXMm: 0, minYMm: 0 });
    expect(Math.abs(result.metrics.netAreaMm2! - 25 * Math.PI)).toBeLessThan(0.001);
    // Screen: starts at (10, 10), goes up and left through (7.071, 2.929) to (0, 0).
    expect(result.preview.paths[0]!.d).toContain('M10 10A10 10 0 0 0 7.071 2.929A10 10 0 0 0 0 0');
  });

  it('keeps the contours, in mm, only for a drawing within the vertex limit', () => {
    const text = readFileSync(join(corpus, 'files', 'r2000-1000-holes.dxf'), 'utf8');
    const kept = readDxf(text, { keepContoursUpToPoints: 5000 });
    if (!kept.ok || !kept.contours) throw new Error('The contours must be kept');
    // the plate and its 1000 holes
    expect(kept.contours).toHaveLength(1001);
    expect(kept.contours.filter((contour) => contour.role === 'hole')).toHaveLength(1000);
    const vertices = kept.contours.reduce((sum, contour) => sum + contour.path.xy.length / 2, 0);
    expect(readDxf(text, { keepContoursUpToPoints: vertices })).toHaveProperty('contours');
    expect(readDxf(text, { keepContoursUpToPoints: vertices - 1 })).not.toHaveProperty('contours');
    expect(readDxf(text)).not.toHaveProperty('contours');
  });

  it('accepts CRLF line ends and a DOS Ctrl-Z after EOF', () => {
    const text = readFileSync(join(corpus, 'files', 'r2000-multiple-parts.dxf'), 'utf8');
    const result = readDxf(`${text.replace(/\n/g, '\r\n')}\u001a`);
    expect(result).toMatchObject({ ok: true, metrics: { pierceCount: 2 } });
  });
});

describe('checkDxfInput', () => {
  it('tells DWG apart and hints to save as DXF', () => {
    const check = checkDxfInput('AC1027\0\0\0');
    expect(check).toMatchObject({ ok: false, code: 'not_dxf' });
    expect(!check.ok && check.hint).toMatch(/DXF/);
  });

  it('recognises the binary DXF sentinel, PDF and ZIP', () => {
    expect(checkDxfInput('AutoCAD Binary DXF\r\n\x1a\0')).toMatchObject({
      code: 'unsupported_binary_dxf',
    });
    expect(checkDxfInput('%PDF-1.7')).toMatchObject({ code: 'not_dxf' });
    expect(checkDxfInput(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toMatchObject({ code: 'not_dxf' });
    expect(checkDxfInput('  \n ')).toMatchObject({ code: 'empty' });
    expect(checkDxfInput('  0\nSECTION\n  2\nHEADER\n')).toEqual({ ok: true });
  });
});

describe('readDxf on damaged files', () => {
  it('never throws on cut, shuffled or garbled corpus files', () => {
    const names = Object.keys(expected).filter((name) => expected[name]!.ok);
    let seed = 8;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const name of names) {
      const lines = readFileSync(join(corpus, 'files', name), 'utf8').split('\n');
      for (let round = 0; round < 20; round += 1) {
        const copy = [...lines];
        const cut = Math.floor(random() * copy.length);
        if (round % 2 === 0) copy.splice(cut, Math.floor(random() * 40));
        else copy[cut] = ['', 'NaN', '1e400', '-', 'SECTION', 'INSERT', '\u0000'][round % 7]!;
        copy.push('0', 'EOF');
        const result = readDxf(copy.join('\n'));
        expect(typeof result.ok).toBe('boolean');
        if (result.ok) expect(Number.isFinite(result.metrics.cutLengthMm)).toBe(true);
      }
    }
  });
});

describe('readDxf at scale', () => {
  function linesDxf(segments: Array<[number, number, number, number]>): string {
    const body = segments
      .map(([x1, y1, x2, y2]) => `0\nLINE\n8\n0\n10\n${x1}\n20\n${y1}\n11\n${x2}\n21\n${y2}\n`)
      .join('');
    return `0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n4\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n${body}0\nENDSEC\n0\nEOF\n`;
  }

  it('chains 100,000 shuffled, partly reversed lines into one closed contour', () => {
    const n = 100_000;
    const points = Array.from({ length: n }, (_, k): [number, number] => [
      1000 * Math.cos((2 * Math.PI * k) / n),
      1000 * Math.sin((2 * Math.PI * k) / n),
    ]);
    const segments = points.map((point, k): [number, number, number, number] => {
      const next = points[(k + 1) % n]!;
      return k % 3 === 0
        ? [next[0], next[1], point[0], point[1]]
        : [point[0], point[1], next[0], next[1]];
    });
    // Deterministic shuffle.
    for (let i = segments.length - 1, seed = 8; i > 0; i -= 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const j = seed % (i + 1);
      [segments[i], segments[j]] = [segments[j]!, segments[i]!];
    }
    const started = Date.now();
    const result = readDxf(linesDxf(segments));
    const elapsed = Date.now() - started;
    if (!result.ok) throw new Error(result.message);
    expect(result.metrics.contours).toEqual({ outer: 1, holes: 0, open: 0 });
    expect(result.metrics.pierceCount).toBe(1);
    expect(Math.abs(result.metrics.netAreaMm2! - Math.PI * 1e6)).toBeLessThan(1e6 * 0.001);
    // ~3 s on an idle machine; a quadratic chain would take many minutes. Loose for loaded CI.
    expect(elapsed).toBeLessThan(60_000);
  }, 90_000);
});
