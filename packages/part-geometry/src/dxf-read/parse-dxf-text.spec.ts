import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseString } from 'dxf';
import { parseDxfText } from './parse-dxf-text.js';

// readDxf tokenises the text itself (faster, and the ENTITIES section in batches) and must give
// exactly what the `dxf` package's parseString gives.
const files = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus/files');

/** parseString's result, or the fact that it threw. */
function bare(text: string): unknown {
  try {
    return parseString(text);
  } catch {
    return 'throws';
  }
}

function ours(text: string): unknown {
  try {
    return parseDxfText(text);
  } catch {
    return 'throws';
  }
}

const pairs = (...values: Array<string | number>): string => {
  let text = '';
  for (let index = 0; index < values.length; index += 2) {
    text += `${values[index]}\n${values[index + 1]}\n`;
  }
  return text;
};

/**
 * Far more groups than one batch, with old-style POLYLINE ... VERTEX ... SEQEND runs everywhere
 * (also across batch boundaries), and a POLYLINE that never gets its SEQEND: a LINE comes, then
 * more VERTEXes, which the parser still adds to that polyline.
 */
function manyEntities(): string {
  let text = pairs(0, 'SECTION', 2, 'HEADER', 9, '$INSUNITS', 70, 4, 0, 'ENDSEC');
  text += pairs(0, 'SECTION', 2, 'ENTITIES');
  for (let index = 0; index < 3000; index += 1) {
    const x = index * 3;
    if (index % 3 === 0) {
      text += pairs(0, 'POLYLINE', 8, 0, 66, 1, 70, 1);
      for (let vertex = 0; vertex < 4; vertex += 1) {
        text += pairs(
          0,
          'VERTEX',
          8,
          0,
          10,
          `${x + (vertex % 2)}.5`,
          20,
          `${vertex >> 1}.25`,
          42,
          0.5,
        );
      }
      text += pairs(0, 'SEQEND', 8, 0);
    } else if (index % 3 === 1) {
      text += pairs(0, 'LWPOLYLINE', 8, 0, 90, 2, 70, 0, 10, x, 20, 0, 10, x + 1, 20, 1);
    } else {
      text += pairs(0, 'CIRCLE', 8, 0, 10, x, 20, 5, 40, 1.5);
    }
    if (index === 2000) {
      text += pairs(0, 'POLYLINE', 8, 0, 66, 1, 70, 0, 0, 'VERTEX', 8, 0, 10, 1, 20, 2);
      text += pairs(0, 'LINE', 8, 0, 10, 0, 20, 0, 11, 1, 21, 1);
      for (let vertex = 0; vertex < 2000; vertex += 1) {
        text += pairs(0, 'VERTEX', 8, 0, 10, vertex, 20, 3);
      }
    }
  }
  return text + pairs(0, 'ENDSEC', 0, 'EOF');
}

describe('parseDxfText', () => {
  // The parser's HATCH handler keeps state between calls, so two parses of a hatch differ anyway.
  const names = readdirSync(files).filter((name) => name !== 'r2000-text-dimension-hatch.dxf');

  it.each(names)('reads %s as parseString does (\\n, \\r\\n and \\r line ends)', (name) => {
    const text = readFileSync(join(files, name), 'latin1');
    for (const variant of [text, text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '\r')]) {
      expect(ours(variant)).toEqual(bare(variant));
    }
  });

  it('reads a large ENTITIES section in batches without splitting a POLYLINE from its VERTEXes', () => {
    const text = manyEntities();
    const expected = parseString(text) as { entities: Array<{ vertices?: unknown[] }> };
    expect(parseDxfText(text)).toEqual(expected);
    // The open polyline collected the VERTEXes after the LINE too.
    expect(Math.max(...expected.entities.map((entity) => entity.vertices?.length ?? 0))).toBe(2001);
  });

  it.each([
    ['an ENDSEC outside a section', pairs(0, 'ENDSEC', 0, 'EOF')],
    ['an empty section', pairs(0, 'SECTION', 0, 'ENDSEC', 0, 'EOF')],
    ['a truncated file', manyEntities().slice(0, 50_000)],
    ['a missing last line break', pairs(0, 'SECTION', 2, 'ENTITIES', 0, 'ENDSEC', 0).trimEnd()],
    ['a code without a value', '0\nSECTION\n2\nENTITIES\n0'],
    [
      'odd group codes',
      pairs(' 0', 'SECTION', '  2', 'ENTITIES', '0 ', 'CIRCLE', '+40', 2, 'x', 1, '0', 'ENDSEC'),
    ],
  ])('treats %s as parseString does', (_name, text) => {
    expect(ours(text)).toEqual(bare(text));
  });
});
