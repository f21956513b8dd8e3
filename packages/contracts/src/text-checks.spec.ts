import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import {
  dxfFileNameProblem,
  DIRECTION_CONTROL_MESSAGE,
  hasDirectionControls,
  withoutDirectionControls,
} from './text-checks.js';

const overridesAndIsolates = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('direction overrides and isolates', () => {
  it.each(overridesAndIsolates)('finds U+%s', (character) => {
    expect(hasDirectionControls(`Mustermann${character}GmbH`)).toBe(true);
  });

  it('lets ordinary text through, right-to-left scripts and marks included', () => {
    expect(hasDirectionControls('Łódź, ul. Żeromskiego 12 – Müller & Söhne')).toBe(false);
    expect(hasDirectionControls('שלום עליכם مرحبا')).toBe(false);
    // the left-to-right and right-to-left marks change no order of their own
    expect(hasDirectionControls('A\u200E\u200FB')).toBe(false);
  });

  it('refuses them with a field message', () => {
    const result = z.safeParse(z.string().check(withoutDirectionControls()), 'Anna\u202Egnip');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DIRECTION_CONTROL_MESSAGE);
  });
});

describe('the name of an uploaded DXF', () => {
  it('is fine as a one-line name ending in .dxf', () => {
    expect(dxfFileNameProblem('Flansch Ø80 – Ausführung B.DXF', 255)).toBeUndefined();
  });

  it('is refused with a direction override, a line break, another extension or over length', () => {
    expect(dxfFileNameProblem('rechnung\u202Efxd.dxf', 255)).toBe(
      'File name must not contain characters that change the direction of text',
    );
    expect(dxfFileNameProblem('teil\u2066.dxf', 255)).toMatch(/direction/);
    expect(dxfFileNameProblem('teil\r\n.dxf', 255)).toBe(
      'File name must be one line of text without control characters',
    );
    expect(dxfFileNameProblem('teil.dwg', 255)).toBe(
      'Invalid file: only DXF files (.dxf) can be uploaded',
    );
    expect(dxfFileNameProblem(`${'a'.repeat(252)}.dxf`, 255)).toBe(
      'File name must be at most 255 characters',
    );
  });
});
