import { readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@shop/ui';
import { readDxf, type DxfReadResult } from '@shop/part-geometry';
import { renderPage, stubFetch, type StubResponse } from '@shop/ui/testing';
import type { ParseDxf } from '../parse/parse-dxf';

// react-router encodes with TextEncoder at import time; Jest's jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router');
const { LaserCalculator } = await import('./laser-calculator');

const corpus = new URL('../../../../../packages/part-geometry/test-corpus/files/', import.meta.url);
const dxfText = readFileSync(new URL('r2000-chained-lines-ellipse-slot.dxf', corpus), 'utf8');
const dxfFile = () => new File([dxfText], 'blech.dxf', { type: 'application/dxf' });

/** A reader the test drives: it reports the progress the test gives, and ends when told. */
function controlledReader() {
  let report: (fraction: number) => void = () => undefined;
  let finish: (result: DxfReadResult) => void = () => undefined;
  const parseDxf: ParseDxf = (_file, onProgress) =>
    new Promise<DxfReadResult>((resolve) => {
      report = onProgress;
      finish = resolve;
    });
  return {
    parseDxf,
    progress: (fraction: number) => act(() => report(fraction)),
    finish: () => act(() => finish(readDxf(dxfText))),
  };
}

/** The page's Web Worker replaced by the same reader on the main thread. */
const readAtOnce: ParseDxf = async (file, onProgress) => {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
  return readDxf(text, { onProgress });
};

function server(overrides: Record<string, StubResponse> = {}) {
  return stubFetch((request) => {
    const key = `${request.method} ${request.path}`;
    if (overrides[key]) return overrides[key];
    switch (key) {
      case 'GET /api/materials?lang=de':
        return { status: 200, body: [{ id: 2, name: 'stahl', displayName: 'Stahl S235' }] };
      case 'GET /api/material-prices/2':
        return {
          status: 200,
          body: [
            { id: 7, materialId: 2, thickness: 3, pricePerM2: 50, cuttingLineCost: 2, version: 1 },
          ],
        };
      case 'GET /api/system-settings/hole_cost':
        return { status: 200, body: { key: 'hole_cost', value: 0.5 } };
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } };
    }
  });
}

function render(parseDxf: ParseDxf, language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter>
      <LaserCalculator parseDxf={parseDxf} />
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

describe('LaserCalculator progress bar', () => {
  it('shows a progressbar whose aria-valuenow rises while the file is read, and removes it at the end', async () => {
    server();
    const reader = controlledReader();
    await render(reader.parseDxf);
    expect(screen.queryByRole('progressbar')).toBeNull();

    chooseFile(dxfFile());
    const bar = await screen.findByRole('progressbar', { name: 'Lesefortschritt' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    const seen = [Number(bar.getAttribute('aria-valuenow'))];
    for (const fraction of [0.25, 0.6, 0.95]) {
      await reader.progress(fraction);
      seen.push(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow')));
    }
    expect(seen).toEqual([0, 25, 60, 95]);
    expect(screen.getByText('Datei wird gelesen … 95 %')).toBeTruthy();

    await reader.finish();
    await screen.findByRole('img', { name: /Vorschau von blech\.dxf/ });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('LaserCalculator server limits', () => {
  async function addPricedPartToCart() {
    chooseFile(dxfFile());
    await screen.findByRole('img', { name: /Vorschau von blech\.dxf/ });
    const material = screen.getByLabelText('Material') as HTMLSelectElement;
    await waitFor(() => expect(material.disabled).toBe(false));
    fireEvent.change(material, { target: { value: '2' } });
    const thickness = screen.getByLabelText('Dicke (mm)') as HTMLSelectElement;
    await waitFor(() => expect(thickness.disabled).toBe(false));
    fireEvent.change(thickness, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  }

  it('says when too many uploads came from this address (429)', async () => {
    server({
      'POST /api/laser-quotes': {
        status: 429,
        body: { status: 429, code: 'RATE_LIMITED', message: 'Too many DXF uploads' },
      },
    });
    await render(readAtOnce);
    await addPricedPartToCart();
    expect(
      await screen.findByText(
        'Zu viele Anfragen von Ihrer Adresse. Bitte versuchen Sie es in einigen Minuten erneut.',
      ),
    ).toBeTruthy();
  });

  it('says when the upload storage is full (507)', async () => {
    server({
      'POST /api/laser-quotes': {
        status: 507,
        body: { status: 507, code: 'SERVICE_UNAVAILABLE', message: 'full' },
      },
    });
    await render(readAtOnce);
    await addPricedPartToCart();
    expect(
      await screen.findByText(/Der Speicher für hochgeladene Dateien ist gerade voll/),
    ).toBeTruthy();
  });
});
