// parseDxfText: the `dxf` package's parseString, faster. parseString splits the text into an
// array of every line first (a third of its time on a 30 MB file, and ~3 million strings); this
// reads the group-code pairs straight from the text and hands them to the same section handlers.
// As namespaces: Node gives a CommonJS module's exports as its default, but webpack honours the
// package's __esModule flag, so a default import means different things in the two.
import * as blocksModule from 'dxf/lib/handlers/blocks.js';
import * as entitiesModule from 'dxf/lib/handlers/entities.js';
import * as headerModule from 'dxf/lib/handlers/header.js';
import * as objectsModule from 'dxf/lib/handlers/objects.js';
import * as tablesModule from 'dxf/lib/handlers/tables.js';
import { DxfSyntaxError, isIntegerText, isValidGroupValue } from './group-syntax.js';

/** One DXF group: its code and its value (a number for numeric codes, as the parser does). */
type Group = [number, unknown];
type SectionHandler = (groups: Group[]) => unknown;

/** The handler a `dxf/lib/handlers/*` module exports, under Node's and webpack's interop. */
function handlerOf(namespace: unknown): SectionHandler {
  const outer = (namespace as { default?: unknown }).default;
  const inner = typeof outer === 'function' ? outer : (outer as { default?: unknown }).default;
  if (typeof inner !== 'function') throw new Error('dxf section handler not found');
  return inner as SectionHandler;
}

const sectionHandlers = new Map<unknown, SectionHandler>([
  ['HEADER', handlerOf(headerModule)],
  ['TABLES', handlerOf(tablesModule)],
  ['BLOCKS', handlerOf(blocksModule)],
  ['ENTITIES', handlerOf(entitiesModule)],
  ['OBJECTS', handlerOf(objectsModule)],
]);

const NO_TYPE = Symbol('no section type yet');
const LF = 10;
const CR = 13;

/** Index of the line break at or after `from` (\r\n, \r or \n), or the text's length. */
function lineEndScanning(text: string, from: number): number {
  const length = text.length;
  let index = from;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === LF || code === CR) return index;
    index += 1;
  }
  return length;
}

/**
 * The same for a text without a lone \r (the usual \n or \r\n files): the engine's indexOf
 * finds the \n far faster than a loop over the characters.
 */
function lineEndAtNewline(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  if (newline === -1) return text.length;
  return newline > from && text.charCodeAt(newline - 1) === CR ? newline - 1 : newline;
}

/** Index just after the line break at `end`. */
function afterBreak(text: string, end: number): number {
  return text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
}

/**
 * The group code on text[start, end): parseInt without the slice for the usual ' 10' or '0'.
 * A line that is not a whole number ("1O" typed for "10") throws, with its line.
 */
function groupCode(text: string, start: number, end: number, line: number): number {
  let index = start;
  while (index < end && text.charCodeAt(index) === 32) index += 1;
  let value = 0;
  let digits = 0;
  while (index < end) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    digits += 1;
    index += 1;
  }
  if (digits > 0 && digits <= 9 && (index === end || text.charCodeAt(index) === 32)) {
    while (index < end && text.charCodeAt(index) === 32) index += 1;
    if (index === end) return value;
  }
  // Anything unusual (a sign, a tab, a huge number) the way parseInt reads it, if it is a number.
  const raw = text.slice(start, end);
  if (!isIntegerText(raw)) throw DxfSyntaxError.groupCode(line, raw);
  return parseInt(raw, 10);
}

/** Groups of the ENTITIES section handed to the parser's handler at a time (see below). */
const ENTITY_BATCH_GROUPS = 4096;

/**
 * The `dxf` package's parseString, with the same result for a well-formed file: lines are split
 * at \r\n, \r or \n and read as code/value pairs (the value parsed as the package does), pairs
 * are grouped into sections, and each known section goes to the package's handler. Two things
 * differ, not the result: there is no array of every line, and the ENTITIES section goes to its
 * handler in batches of whole entities (never inside a POLYLINE ... SEQEND run, whose VERTEXes
 * the handler joins), so its groups die young instead of all living until the section ends (on a
 * 30 MB file that halved the garbage collector's time).
 *
 * Unlike parseString it reads nothing it cannot take as written, since whatever it skipped would
 * silently be missing from the part: a group code that is not a whole number, a value that is not
 * what its code stands for (a coordinate "1.2.3", a flag "abc"), a SECTION that no ENDSEC closes
 * (before the next SECTION, before EOF, or before the text ends) and an ENDSEC outside a section
 * throw a DxfSyntaxError with the 1-based line: of the code or value, or of the unclosed SECTION.
 */
export function parseDxfText(text: string): {
  header: Record<string, unknown>;
  blocks: unknown;
  entities: unknown;
  [section: string]: unknown;
} {
  const result: ReturnType<typeof parseDxfText> = {
    header: {},
    blocks: [],
    entities: [],
    objects: { layouts: [] },
    tables: { layers: {}, styles: {}, ltypes: {} },
  };
  const length = text.length;
  const lineEnd =
    text.indexOf('\r') === -1 || !/\r(?!\n)/.test(text) ? lineEndAtNewline : lineEndScanning;
  // The groups of the open section after its first (which names it), as the parser slices them.
  let section: Group[] | undefined;
  let sectionType: unknown = NO_TYPE;
  // The line of the open section's `0` before SECTION, for the error when it is never closed.
  let sectionLine = 0;
  const unclosed = (): DxfSyntaxError =>
    DxfSyntaxError.section(
      sectionLine,
      `the section ${sectionType === NO_TYPE ? '' : `${String(sectionType)} `}that starts here is not closed by ENDSEC.`,
    );
  // ENTITIES: what the batches so far gave, and whether a POLYLINE awaits its SEQEND.
  let entities: unknown[] = [];
  let inPolyline = false;
  const handleEntities = (groups: Group[]): void => {
    const handled = sectionHandlers.get('ENTITIES')?.(groups);
    for (const entity of handled as unknown[]) entities.push(entity);
  };
  // A byte order mark before the first code is no part of it.
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // The 1-based line of the current group's code; its value is on the next line.
  let line = 1;
  for (;;) {
    const codeEnd = lineEnd(text, position);
    // A code on the last line has no value line: the parser drops it too.
    if (codeEnd === length) break;
    const code = groupCode(text, position, codeEnd, line);
    const valueStart = afterBreak(text, codeEnd);
    // Nor after its line break, at the end of a file cut off there.
    if (valueStart >= length) break;
    const valueEnd = lineEnd(text, valueStart);
    const raw = text.slice(valueStart, valueEnd);
    let value: unknown = raw;
    if ((code >= 10 && code < 60) || (code >= 210 && code < 240)) value = parseFloat(raw);
    else if (code >= 60 && code < 100) value = parseInt(raw, 10);
    if (code !== 0 && !isValidGroupValue(code, raw)) {
      throw DxfSyntaxError.value(line + 1, code, raw);
    }
    if (code === 0 && raw === 'SECTION') {
      if (section) throw unclosed();
      // An open section whose naming group has not come yet.
      section = [];
      sectionType = NO_TYPE;
      sectionLine = line;
      entities = [];
      inPolyline = false;
    } else if (code === 0 && raw === 'ENDSEC') {
      // The parser fails on an ENDSEC outside a section or an empty one; so do we.
      if (!section) throw DxfSyntaxError.section(line, 'ENDSEC without a SECTION before it.');
      if (sectionType === NO_TYPE) {
        throw DxfSyntaxError.section(line, 'ENDSEC closes a section that has no name.');
      }
      if (sectionType === 'ENTITIES') {
        handleEntities(section);
        result.entities = entities;
      } else {
        const handler = sectionHandlers.get(sectionType);
        if (handler) result[String(sectionType).toLowerCase()] = handler(section);
      }
      section = undefined;
    } else if (code === 0 && raw === 'EOF' && section) {
      throw unclosed();
    } else if (section) {
      if (sectionType === NO_TYPE) sectionType = value;
      else {
        if (sectionType === 'ENTITIES' && code === 0) {
          if (section.length >= ENTITY_BATCH_GROUPS && !inPolyline) {
            handleEntities(section);
            section = [];
          }
          if (raw === 'POLYLINE') inPolyline = true;
          else if (raw === 'SEQEND') inPolyline = false;
        }
        section.push([code, value]);
      }
    }
    if (valueEnd === length) break;
    position = afterBreak(text, valueEnd);
    line += 2;
  }
  if (section) throw unclosed();
  return result;
}
