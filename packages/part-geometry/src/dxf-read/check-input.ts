import type { DxfFailure } from './types.js';

const BINARY_DXF_SENTINEL = 'AutoCAD Binary DXF';
const HEAD_BYTES = 4096;

/** Latin-1 view of the first bytes, enough to recognise magic numbers and the first SECTION. */
function headText(head: Uint8Array | string): string {
  if (typeof head === 'string') return head.slice(0, HEAD_BYTES);
  let text = '';
  const end = Math.min(head.length, HEAD_BYTES);
  for (let index = 0; index < end; index += 1) text += String.fromCharCode(head[index] ?? 0);
  return text;
}

/**
 * Cheap check of a file's first bytes before parsing: the `dxf` parser accepts anything and
 * returns an empty drawing for a PNG, so everything that is clearly not ASCII DXF stops here.
 */
export function checkDxfInput(head: Uint8Array | string): { ok: true } | DxfFailure {
  const text = headText(head);
  if (text.trim().length === 0) {
    return { ok: false, code: 'empty', message: 'The file is empty.' };
  }
  if (text.startsWith(BINARY_DXF_SENTINEL)) {
    return {
      ok: false,
      code: 'unsupported_binary_dxf',
      message: 'Binary DXF files are not supported.',
      hint: 'Save the drawing as ASCII DXF.',
    };
  }
  if (/^AC10\d\d/.test(text)) {
    return {
      ok: false,
      code: 'not_dxf',
      message: 'This is a DWG file, not a DXF file.',
      hint: 'Save the drawing as DXF (File > Save As > DXF) in your CAD program.',
    };
  }
  const magic: Array<[string, string]> = [
    ['\x89PNG', 'a PNG image'],
    ['%PDF', 'a PDF document'],
    ['PK\x03\x04', 'a ZIP archive'],
    ['\xff\xd8\xff', 'a JPEG image'],
  ];
  for (const [prefix, kind] of magic) {
    if (text.startsWith(prefix)) {
      return {
        ok: false,
        code: 'not_dxf',
        message: `This is ${kind}, not a DXF file.`,
        hint: 'Upload the cutting contour as a DXF file.',
      };
    }
  }
  if (!/^\s*0\s*\r?\n\s*SECTION\s*$/m.test(text) && !/\bSECTION\b/.test(text.slice(0, 1024))) {
    return {
      ok: false,
      code: 'not_dxf',
      message: 'This file does not look like a DXF file.',
      hint: 'Upload the cutting contour as an ASCII DXF file.',
    };
  }
  return { ok: true };
}
