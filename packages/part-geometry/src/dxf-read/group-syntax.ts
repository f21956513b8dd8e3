// What a DXF group must look like: its code a whole number, its value what the code's range
// stands for (DXF reference, "Group Code Value Types"). A group the reader cannot take as written
// stops the reading with the line it is on, instead of being left out of the part.
import type { DxfSyntaxProblem } from './types.js';

/** How a group's value must be written, by its code's range. */
export type GroupValueKind = 'float' | 'integer' | 'text';

/**
 * Code ranges whose values are numbers; every other code holds text (strings, names, handles,
 * hexadecimal binary chunks, comments). Ranges the reference leaves undefined are read as text,
 * so a valid file from a writer that uses them is never refused.
 */
const NUMERIC_RANGES: ReadonlyArray<readonly [number, number, GroupValueKind]> = [
  [10, 59, 'float'], // points, distances, angles, scale factors
  [60, 79, 'integer'], // 16-bit integers (colour, flags)
  [90, 99, 'integer'], // 32-bit integers (vertex counts)
  [110, 149, 'float'], // UCS points and vectors, scalars
  [160, 169, 'integer'], // 64-bit integers
  [170, 179, 'integer'], // 16-bit integers
  [210, 239, 'float'], // extrusion direction, scalars
  [270, 299, 'integer'], // 16-bit integers and 290-299 booleans (0 or 1)
  [370, 389, 'integer'], // lineweight and plot style enumerations
  [400, 409, 'integer'], // 16-bit integers
  [420, 429, 'integer'], // 32-bit true colour
  [440, 459, 'integer'], // 32-bit transparency, longs
  [460, 469, 'float'], // doubles
  [1010, 1059, 'float'], // extended data points, distances, scale factors
  [1060, 1071, 'integer'], // extended data 16- and 32-bit integers
];

/** The kind of value a group code carries. */
export function groupValueKind(code: number): GroupValueKind {
  for (const [first, last, kind] of NUMERIC_RANGES) {
    if (code < first) return 'text';
    if (code <= last) return kind;
  }
  return 'text';
}

const SPACE = 32;
const TAB = 9;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const UPPER_E = 69;
const LOWER_E = 101;

const isBlank = (char: number): boolean => char === SPACE || char === TAB;
const isDigit = (char: number): boolean => char >= ZERO && char <= NINE;

/** [first, end) of `text` without the spaces and tabs around it. */
function trimmed(text: string): [number, number] {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start += 1;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end -= 1;
  return [start, end];
}

/** Index after the digits from `index`. */
function skipDigits(text: string, index: number, end: number): number {
  let at = index;
  while (at < end && isDigit(text.charCodeAt(at))) at += 1;
  return at;
}

/** A whole number, optionally signed, with spaces or tabs around it (" 70", "    -1"). */
export function isIntegerText(text: string): boolean {
  const [start, end] = trimmed(text);
  let index = start;
  const sign = text.charCodeAt(index);
  if (sign === PLUS || sign === MINUS) index += 1;
  const digitsEnd = skipDigits(text, index, end);
  return digitsEnd > index && digitsEnd === end;
}

/**
 * A decimal number as CAD programs write it: optional sign, digits with an optional decimal point
 * ("1", "1.5", ".5", "5."), an optional exponent ("1.5E+01"), spaces or tabs around it. A decimal
 * comma, a second point or words ("1.#INF", "nan") are not numbers.
 */
export function isFloatText(text: string): boolean {
  const [start, end] = trimmed(text);
  let index = start;
  const sign = text.charCodeAt(index);
  if (sign === PLUS || sign === MINUS) index += 1;
  const integerEnd = skipDigits(text, index, end);
  let digits = integerEnd - index;
  index = integerEnd;
  if (index < end && text.charCodeAt(index) === DOT) {
    const fractionEnd = skipDigits(text, index + 1, end);
    digits += fractionEnd - index - 1;
    index = fractionEnd;
  }
  if (digits === 0) return false;
  const exponent = text.charCodeAt(index);
  if (index < end && (exponent === UPPER_E || exponent === LOWER_E)) {
    index += 1;
    const exponentSign = text.charCodeAt(index);
    if (exponentSign === PLUS || exponentSign === MINUS) index += 1;
    const exponentEnd = skipDigits(text, index, end);
    if (exponentEnd === index) return false;
    index = exponentEnd;
  }
  return index === end;
}

/** True when `raw` is a valid value for `code`. */
export function isValidGroupValue(code: number, raw: string): boolean {
  const kind = groupValueKind(code);
  if (kind === 'float') return isFloatText(raw);
  if (kind === 'integer') return isIntegerText(raw);
  return true;
}

/** How a line is quoted in a message: at most 40 characters. */
function quoted(raw: string): string {
  const text = raw.trim();
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** A DXF the reader stops at: where (1-based line) and why. */
export class DxfSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: DxfSyntaxProblem,
    detail: string,
  ) {
    super(`Line ${line}: ${detail}`);
    this.name = 'DxfSyntaxError';
  }

  /** A group code line that is not a whole number ("1O" for "10"). */
  static groupCode(line: number, raw: string): DxfSyntaxError {
    return new DxfSyntaxError(line, 'group_code', `${quoted(raw)} is not a group code.`);
  }

  /** A value that is not what its group code stands for ("1.2.3" for a coordinate). */
  static value(line: number, code: number, raw: string): DxfSyntaxError {
    const kind = groupValueKind(code) === 'float' ? 'a decimal number' : 'a whole number';
    return new DxfSyntaxError(
      line,
      'value',
      `${quoted(raw)} is not ${kind}, which group code ${code} needs.`,
    );
  }

  /** A SECTION that no ENDSEC closes, or an ENDSEC that closes none. */
  static section(line: number, detail: string): DxfSyntaxError {
    return new DxfSyntaxError(line, 'section', detail);
  }
}
