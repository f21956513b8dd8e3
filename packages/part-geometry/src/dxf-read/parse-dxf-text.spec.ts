import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseString } from 'dxf';
import { DxfSyntaxError } from './group-syntax.js';
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

/** The line and problem parseDxfText stops at, or null when it reads the text. */
function stop(text: string): { line: number; problem: string } | null {
  try {
    parseDxfText(text);
    return null;
  } catch (error) {
    if (!(error instanceof DxfSyntaxError)) throw error;
    return { line: error.line, problem: error.problem };
  }
}

describe('parseDxfText', () => {
  // The parser's HATCH handler keeps state between calls, so two parses of a hatch differ anyway.
  // The files that are no DXF or a damaged one are refused (below) where parseString guesses.
  const refused = new Set(['binary.dxf', 'drawing.dwg', 'image.png', 'notes.txt', 'truncated.dxf']);
  const names = readdirSync(files).filter(
    (name) => name !== 'r2000-text-dimension-hatch.dxf' && !refused.has(name),
  );

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
    ['a missing last line break', pairs(0, 'SECTION', 2, 'ENTITIES', 0, 'ENDSEC', 0).trimEnd()],
    [
      'codes with spaces and a sign around the number',
      pairs(' 0', 'SECTION', '  2', 'ENTITIES', '0 ', 'CIRCLE', '+40', 2, '0', 'ENDSEC'),
    ],
  ])('reads %s as parseString does', (_name, text) => {
    expect(ours(text)).toEqual(bare(text));
  });

  it('skips a byte order mark before the first code', () => {
    const text = pairs(0, 'SECTION', 2, 'ENTITIES', 0, 'CIRCLE', 40, 2, 0, 'ENDSEC', 0, 'EOF');
    expect(parseDxfText(`\uFEFF${text}`)).toEqual(parseDxfText(text));
  });

  it('reads numbers as CAD programs write them, with the value type of their group code', () => {
    const text = pairs(
      0, 'SECTION', 2, 'ENTITIES', 0, 'LWPOLYLINE', 5, 'A1F', 90, '     2', 70, ' -1 ',
      10, '1.5E+01', 20, '-.5', 10, '5.', 20, '\t1e-3', 62, '256', 370, '-3', 290, 1,
      1000, 'anything 1.2.3', 1040, '2.5', 1071, '7', 420, 16777215, 0, 'ENDSEC', 0, 'EOF',
    ); // prettier-ignore
    expect(stop(text)).toBeNull();
  });

  // Lines:  1 0 / 2 SECTION / 3 2 / 4 ENTITIES / 5 0 / 6 CIRCLE / 7 8 / 8 0 / 9 code / 10 value
  const entities = (...groups: Array<string | number>): string =>
    pairs(0, 'SECTION', 2, 'ENTITIES', 0, 'CIRCLE', 8, 0, ...groups, 0, 'ENDSEC', 0, 'EOF');

  it.each([
    [
      'a letter O typed for a zero in a group code',
      entities('1O', 5, 20, 5, 40, 2),
      9,
      'group_code',
    ],
    ['a group code that is a word', entities('x', 1, 40, 2), 9, 'group_code'],
    ['a group code with text after the number', entities('10 x', 1, 40, 2), 9, 'group_code'],
    ['an empty group code line', entities('', 1, 40, 2), 9, 'group_code'],
    ['a coordinate with two decimal points', entities(10, 5, 20, 5, 40, '1.2.3'), 14, 'value'],
    ['a coordinate with a decimal comma', entities(10, '1,5', 20, 5, 40, 2), 10, 'value'],
    ['an empty coordinate', entities(10, '', 20, 5, 40, 2), 10, 'value'],
    ['an infinite coordinate as MSVC prints it', entities(10, '1.#INF', 40, 2), 10, 'value'],
    ['a colour number that is a word', entities(62, 'abc', 40, 2), 10, 'value'],
    ['a flag written as a decimal', entities(70, '1.5', 40, 2), 10, 'value'],
    ['an extended data distance that is a word', entities(1041, 'far', 40, 2), 10, 'value'],
    ['an ENDSEC outside a section', pairs(0, 'ENDSEC', 0, 'EOF'), 1, 'section'],
    ['an empty section', pairs(0, 'SECTION', 0, 'ENDSEC', 0, 'EOF'), 3, 'section'],
    [
      'a section followed by the next SECTION',
      pairs(0, 'SECTION', 2, 'HEADER', 9, '$INSUNITS', 70, 4, 0, 'SECTION', 2, 'ENTITIES'),
      1,
      'section',
    ],
    [
      'a section ended by EOF',
      pairs(0, 'EOF', 0, 'SECTION', 2, 'ENTITIES', 0, 'EOF'),
      3,
      'section',
    ],
    ['a section cut off', `${pairs(0, 'SECTION', 2, 'ENTITIES', 0, 'CIRCLE')}10\n1`, 1, 'section'],
    ['a section whose last code has no value', '0\nSECTION\n2\nENTITIES\n0', 1, 'section'],
    ['a truncated file', manyEntities().slice(0, 50_000), 11, 'section'],
  ])('stops at %s, with its line', (_name, text, line, problem) => {
    expect(stop(text)).toEqual({ line, problem });
    // The line numbers are the same whatever the line ends.
    expect(stop(text.replace(/\n/g, '\r\n'))).toEqual({ line, problem });
    expect(stop(text.replace(/\n/g, '\r'))).toEqual({ line, problem });
  });
});
