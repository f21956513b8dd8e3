// Hostile DXF files for part H of `npm run bench`: drawings built to exhaust a reader.
// The self-referencing block and the billion-entity claim come from the test corpus; the deeply
// nested blocks and the 200 MB body are made here (the body as a stream, never one string).
import { Readable } from 'node:stream';

/** Pairs of group code and value as DXF text. */
const pairs = (...values) => {
  let text = '';
  for (let index = 0; index < values.length; index += 2) {
    text += `${values[index]}\n${values[index + 1]}\n`;
  }
  return text;
};

/**
 * A block chain `depth` levels deep: NEST0 holds a circle, NESTn inserts NEST(n-1), model space
 * inserts the deepest. Each level is harmless on its own; only the depth is hostile.
 * @param {number} depth
 */
export function deeplyNestedBlocksDxf(depth = 1000) {
  let text = pairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 9, '$INSUNITS', 70, 4);
  text += pairs(0, 'ENDSEC', 0, 'SECTION', 2, 'BLOCKS');
  for (let level = 0; level < depth; level += 1) {
    const name = `NEST${level}`;
    text += pairs(0, 'BLOCK', 8, 0, 2, name, 70, 0, 10, '0.0', 20, '0.0', 30, '0.0', 3, name);
    text +=
      level === 0
        ? pairs(0, 'CIRCLE', 8, 0, 10, '5.0', 20, '5.0', 30, '0.0', 40, '2.0')
        : pairs(0, 'INSERT', 8, 0, 2, `NEST${level - 1}`, 10, '1.0', 20, '0.0', 30, '0.0');
    text += pairs(0, 'ENDBLK', 8, 0);
  }
  text += pairs(0, 'ENDSEC', 0, 'SECTION', 2, 'ENTITIES');
  text += pairs(0, 'INSERT', 8, 0, 2, `NEST${depth - 1}`, 10, '0.0', 20, '0.0', 30, '0.0');
  text += pairs(0, 'ENDSEC', 0, 'EOF');
  return text;
}

/**
 * A DXF-looking body of `bytes` bytes made of one repeated 64 KB chunk of circles, as a stream:
 * the memory it costs the sender is that one chunk.
 * @param {number} bytes
 */
export function hugeDxfStream(bytes) {
  const head = Buffer.from(
    pairs(0, 'SECTION', 2, 'HEADER', 9, '$INSUNITS', 70, 4, 0, 'ENDSEC') +
      pairs(0, 'SECTION', 2, 'ENTITIES'),
  );
  const circle = pairs(0, 'CIRCLE', 8, 0, 10, '5.0', 20, '5.0', 30, '0.0', 40, '2.0');
  const chunk = Buffer.from(circle.repeat(Math.floor(65_536 / circle.length)));
  let sent = 0;
  return Readable.from(
    (function* body() {
      yield head;
      sent += head.length;
      while (sent < bytes) {
        const part = bytes - sent >= chunk.length ? chunk : chunk.subarray(0, bytes - sent);
        sent += part.length;
        yield part;
      }
    })(),
  );
}
