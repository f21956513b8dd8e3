// The laser quote's benchmark drawing: an R2000 plate with 100,000 holes (half CIRCLEs, half
// LWPOLYLINE slots with bulged ends), ~30 MB. Written to disk in chunks, never held as one string.
// Used by dxf-read-bench.mjs and by part H of `npm run bench` (scripts/bench/laser-quote.js).
import { closeSync, openSync, statSync, writeSync } from 'node:fs';

export const PLATE_HOLES = 100_000;
const COLUMNS = 400;
const PITCH = 10;
const FLUSH_CHARS = 1 << 20;

/**
 * Writes the plate to `file` and returns its size and what a reader must find in it.
 * @param {string} file
 * @param {{ holes?: number }} [options]
 * @returns {{ file: string, bytes: number, holes: number, pierceCount: number,
 *   widthMm: number, heightMm: number }}
 */
export function writePlateDxf(file, { holes = PLATE_HOLES } = {}) {
  const fd = openSync(file, 'w');
  let buffer = '';
  const push = (...values) => {
    buffer += `${values.join('\n')}\n`;
    if (buffer.length >= FLUSH_CHARS) {
      writeSync(fd, buffer);
      buffer = '';
    }
  };
  const rows = Math.ceil(holes / COLUMNS);
  const width = COLUMNS * PITCH + PITCH;
  const height = rows * PITCH + PITCH;
  try {
    push(
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
    );
    push('0', 'ENDSEC', '0', 'SECTION', '2', 'ENTITIES');
    let handle = 0x100;
    const common = (type, subclass) => {
      handle += 1;
      push('0', type, '5', handle.toString(16).toUpperCase(), '330', '1F', '100', 'AcDbEntity');
      push('8', 'CUT_CONTOUR', '6', 'Continuous', '62', '7', '100', subclass);
    };
    common('LWPOLYLINE', 'AcDbPolyline');
    push('90', '4', '70', '1', '43', '0.0');
    for (const [x, y] of [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ])
      push('10', `${x}.0`, '20', `${y}.0`);
    for (let index = 0; index < holes; index += 1) {
      const cx = PITCH + (index % COLUMNS) * PITCH + 0.000123456789;
      const cy = PITCH + Math.floor(index / COLUMNS) * PITCH + 0.000987654321;
      if (index % 2 === 0) {
        common('CIRCLE', 'AcDbCircle');
        push('10', cx.toFixed(12), '20', cy.toFixed(12), '30', '0.0', '40', '2.500000000000');
        push('210', '0.0', '220', '0.0', '230', '1.0');
      } else {
        common('LWPOLYLINE', 'AcDbPolyline');
        push('90', '4', '70', '1', '43', '0.0');
        const points = [
          [cx - 2, cy - 1.5, 0],
          [cx + 2, cy - 1.5, 1],
          [cx + 2, cy + 1.5, 0],
          [cx - 2, cy + 1.5, 1],
        ];
        for (const [x, y, bulge] of points) {
          push('10', x.toFixed(12), '20', y.toFixed(12), '40', '0.0', '41', '0.0');
          push('42', bulge.toFixed(12));
        }
        push('210', '0.0', '220', '0.0', '230', '1.0');
      }
    }
    push('0', 'ENDSEC', '0', 'EOF');
    writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
  return {
    file,
    bytes: statSync(file).size,
    holes,
    pierceCount: holes + 1,
    widthMm: width,
    heightMm: height,
  };
}
