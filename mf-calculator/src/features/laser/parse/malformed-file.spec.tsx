import { readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@shop/ui';
import { readDxf } from '@shop/part-geometry';
import { renderPage, stubFetch } from '@shop/ui/testing';
import type { ParseDxf } from './parse-dxf';

// react-router encodes with TextEncoder at import time; Jest's jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router');
const { LaserCalculator } = await import('../components/laser-calculator');

const corpus = new URL('../../../../../packages/part-geometry/test-corpus/', import.meta.url);
const corpusFile = (path: string, name: string) =>
  new File([readFileSync(new URL(path, corpus), 'utf8')], name, { type: 'application/dxf' });

/** The page's Web Worker replaced by the same reader on the main thread. */
const readAtOnce: ParseDxf = async (file, onProgress) => {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
  return readDxf(text, { onProgress });
};

function server(laserQuote?: { status: number; body: unknown }) {
  return stubFetch((request) => {
    // materials are read in the page's language
    const key = `${request.method} ${request.path}`.replace(
      /^(GET \/api\/materials)\?lang=\w+$/,
      '$1',
    );
    switch (key) {
      case 'GET /api/materials':
        return { status: 200, body: [{ id: 2, name: 'stahl', displayName: 'Stahl S235' }] };
      case 'GET /api/material-prices/2':
        return {
          status: 200,
          body: [
            { id: 7, materialId: 2, thickness: 2, pricePerM2: 60, cuttingLineCost: 1, version: 1 },
          ],
        };
      case 'GET /api/system-settings/hole_cost':
        return { status: 200, body: { key: 'hole_cost', value: 1 } };
      case 'POST /api/laser-quotes':
        if (laserQuote) return laserQuote;
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } };
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } };
    }
  });
}

async function render(language: 'de' | 'en' | 'pl') {
  return renderPage(
    <MemoryRouter>
      <LaserCalculator parseDxf={readAtOnce} />
      <Toaster closeLabel="Schließen" />
    </MemoryRouter>,
    language,
  );
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(cleanup);

describe('LaserCalculator with a damaged DXF', () => {
  // Line 103 of circle-code-letter-o.dxf holds " 1O" (test-corpus/damaged/expected.json).
  it.each([
    [
      'de',
      'Die Datei kann nicht berechnet werden',
      'Die Datei ist beschädigt: Zeile 103 sollte einen DXF-Gruppencode (eine ganze Zahl) enthalten.',
      'Speichern Sie die Zeichnung in Ihrem CAD-Programm erneut als DXF.',
    ],
    [
      'en',
      'This file cannot be priced',
      'The file is damaged: line 103 should hold a DXF group code (a whole number).',
      'Save the drawing again as DXF in your CAD program.',
    ],
    [
      'pl',
      'Nie można wycenić tego pliku',
      'Plik jest uszkodzony: wiersz 103 powinien zawierać kod grupy DXF (liczbę całkowitą).',
      'Zapisz rysunek ponownie jako DXF w swoim programie CAD.',
    ],
  ] as const)(
    'names the line of the bad group code in %s, and shows no price',
    async (language, title, text, hint) => {
      server();
      await render(language);
      chooseFile(corpusFile('damaged/files/circle-code-letter-o.dxf', 'platte.dxf'));

      const alert = await screen.findByText(title);
      const box = alert.closest('[role="alert"]') ?? alert.parentElement!;
      expect(box.textContent).toContain(text);
      expect(box.textContent).toContain(hint);
      expect(screen.queryByRole('img', { name: /platte\.dxf/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Warenkorb|cart|koszyka/i })).toBeNull();
    },
  );

  it.each([
    ['float-two-points.dxf', 'Zeile 118 enthält keinen gültigen Wert für ihren DXF-Gruppencode.'],
    ['integer-word.dxf', 'Zeile 88 enthält keinen gültigen Wert für ihren DXF-Gruppencode.'],
    ['unclosed-section.dxf', 'Zeile 15 – ein Abschnitt (SECTION … ENDSEC) ist nicht richtig'],
    ['cut-off-in-section.dxf', 'Zeile 15 – ein Abschnitt (SECTION … ENDSEC) ist nicht richtig'],
  ])('names the line of %s', async (name, text) => {
    server();
    await render('de');
    chooseFile(corpusFile(`damaged/files/${name}`, name));
    expect(await screen.findByText(new RegExp(text.replace(/[.()…]/g, '\\$&')))).toBeTruthy();
  });

  it('names the line the server answers with its 422 malformed', async () => {
    server({
      status: 422,
      body: { status: 422, code: 'malformed', message: 'The DXF file is damaged.', line: 42 },
    });
    await render('en');
    chooseFile(corpusFile('damaged/files/plate-4-holes.dxf', 'plate.dxf'));
    await screen.findByRole('img', { name: /plate\.dxf/ });
    const material = screen.getByLabelText('Material') as HTMLSelectElement;
    await waitFor(() => expect(material.disabled).toBe(false));
    fireEvent.change(material, { target: { value: '2' } });
    const thickness = screen.getByLabelText('Thickness (mm)') as HTMLSelectElement;
    await waitFor(() => expect(thickness.disabled).toBe(false));
    fireEvent.change(thickness, { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(await screen.findByText(/The file is damaged: line 42 cannot be read\./)).toBeTruthy();
  });
});
