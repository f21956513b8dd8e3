import * as z from 'zod/mini';

/**
 * Direction overrides and isolates (U+202A–U+202E, U+2066–U+2069). They change the order in which
 * the characters around them are shown, so a name, an address or a file name could read
 * differently on screen, in a mail or a PDF from what it is ("rechnung‮fdp.exe"). Ordinary
 * right-to-left text never needs them, so single-line fields and file names refuse them.
 */
export const DIRECTION_CONTROL_CHARACTERS = /[\u202A-\u202E\u2066-\u2069]/;

export const DIRECTION_CONTROL_MESSAGE =
  'Must not contain characters that change the direction of text';

/** True when `text` holds a direction override or isolate. */
export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROL_CHARACTERS.test(text);
}

/** The check refusing direction overrides and isolates, with its field message. */
export const withoutDirectionControls = () =>
  z.refine<string>((text) => !hasDirectionControls(text), DIRECTION_CONTROL_MESSAGE);

/** Control characters (line breaks, tabs, NUL, ...): one line of text has none. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Why `fileName` cannot name an uploaded DXF, or undefined: it must end in `.dxf`, be at most
 * `maxLength` characters and be one line without direction overrides or isolates, so it shows as
 * it is in the cart, the order, the mails and the admin's download.
 */
export function dxfFileNameProblem(fileName: string, maxLength: number): string | undefined {
  if (fileName.length > maxLength) return `File name must be at most ${maxLength} characters`;
  if (CONTROL_CHARACTERS.test(fileName)) {
    return 'File name must be one line of text without control characters';
  }
  if (hasDirectionControls(fileName)) return `File name ${DIRECTION_CONTROL_MESSAGE.toLowerCase()}`;
  if (!/\.dxf$/i.test(fileName)) return 'Invalid file: only DXF files (.dxf) can be uploaded';
  return undefined;
}
