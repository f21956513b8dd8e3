import { readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartQueryKey, Toaster } from '@shop/ui';
import type { CartResponse } from '@shop/contracts';
import { readDxf } from '@shop/part-geometry';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import type { ParseDxf } from '../features/laser/parse/parse-dxf';

// react-router encodes with TextEncoder at import time; Jest's jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router');
const { default: LaserCalculatorPage } = await import('./laser-calculator-page');

const corpus = new URL('../../../packages/part-geometry/test-corpus/files/', import.meta.url);
const corpusFile = (name: string, as = name) =>
  new File([readFileSync(new URL(name, corpus))], as, { type: 'application/dxf' });

/** The seam: the page's Web Worker replaced by the same reader on the main thread. */
const readOnMainThread: ParseDxf = async (file, onProgress) => {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
  return readDxf(text, { onProgress });
};

const quoteId = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
const cart: CartResponse = {
  items: [],
  totalQuantity: 2,
  summary: { subtotal: '9.66', minimumOrderValue: '25.00', surcharge: '15.34', total: '25.00' },
};

function server(overrides: Partial<Record<string, StubResponse>> = {}) {
  return stubFetch((request: RecordedRequest) => {
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
      case 'POST /api/laser-quotes':
        return {
          status: 200,
          body: {
            quoteId,
            fileName: 'blech.dxf',
            cutLengthMm: 913.9996,
            pierceCount: 4,
            boundingBox: { widthMm: 200, heightMm: 100, minXMm: 0, minYMm: 0 },
            netAreaMm2: 17750.6639,
            findings: [],
            price: {
              materialName: 'Stahl S235',
              thickness: 3,
              quantity: 2,
              areaM2: 0.02,
              materialCost: 1,
              cutLengthM: 0.914,
              cuttingCost: 1.83,
              pierceCount: 4,
              pierceCost: 2,
              unitPrice: 4.83,
              totalPrice: 9.66,
            },
          },
        };
      case 'POST /api/cart/laser':
        return { status: 200, body: cart };
      case `POST /api/laser-quotes/${quoteId}/requests`:
        return { status: 201, body: { id: 1, createdAt: '2026-11-23T11:00:00.000Z' } };
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } };
    }
  });
}

async function renderLaserPage(language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter>
      <LaserCalculatorPage parseDxf={readOnMainThread} />
      <Toaster closeLabel="Schließen" />
    </MemoryRouter>,
    language,
  );
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.getAttribute('accept')).toBe('.dxf');
  fireEvent.change(input, { target: { files: [file] } });
}

async function choosePricedPart() {
  chooseFile(corpusFile('r2000-chained-lines-ellipse-slot.dxf', 'blech.dxf'));
  await screen.findByRole('img', { name: 'Vorschau von blech.dxf, 200 × 100 mm' });
  const material = screen.getByLabelText('Material') as HTMLSelectElement;
  await waitFor(() => expect(material.disabled).toBe(false));
  fireEvent.change(material, { target: { value: '2' } });
  const thickness = screen.getByLabelText('Dicke (mm)') as HTMLSelectElement;
  await waitFor(() => expect(thickness.disabled).toBe(false));
  fireEvent.change(thickness, { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Stückzahl'), { target: { value: '2' } });
}

afterEach(cleanup);

describe('LaserCalculatorPage', () => {
  it('shows the hero, the drop zone with its hint and why DXF', async () => {
    server();
    await renderLaserPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Laserschnitt-Rechner');
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeTruthy();
    expect(screen.getByText('50MB max | DXF')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Warum DXF?' })).toBeTruthy();
    expect(document.title).toBe('Laserschnitt-Rechner – Angebot aus Ihrer DXF-Datei');
  });

  it('refuses a file that is not named .dxf', async () => {
    server();
    await renderLaserPage();

    chooseFile(corpusFile('notes.txt'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ungültige Datei');
    expect(alert.textContent).toContain('Bitte laden Sie nur DXF-Dateien hoch');
  });

  it('refuses a file above 50 MB before reading it', async () => {
    server();
    await renderLaserPage();
    const big = new File(['0'], 'big.dxf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });

    chooseFile(big);

    expect((await screen.findByRole('alert')).textContent).toContain('größer als 50 MB');
  });

  it('says in plain words why a DXF cannot be priced', async () => {
    server();
    await renderLaserPage();

    chooseFile(corpusFile('r2000-no-geometry.dxf'));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Zeichnung enthält keine Konturen, die wir schneiden können.',
    );
  });

  it('draws the part with its holes and findings and prices it instantly', async () => {
    server();
    await renderLaserPage();

    chooseFile(corpusFile('r2018-inch.dxf'));
    const preview = await screen.findByRole('img', { name: /Vorschau von r2018-inch\.dxf/ });
    expect(preview.querySelector('path[data-role="hole"]')).not.toBeNull();
    expect(preview.textContent).toContain('101,6 mm');
    expect(screen.getByText(/in Zoll angelegt/)).toBeTruthy();
  });

  it('adds the uploaded part to the cart at the server price and stores the cart', async () => {
    const requests = server();
    const { queryClient } = await renderLaserPage();

    await choosePricedPart();
    const total = screen.getByRole('row', { name: /Gesamtpreis/ });
    expect(within(total).getByRole('cell').textContent).toBe('9,66\u00a0€');

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('2x blech.dxf wurde zum Warenkorb hinzugefügt')).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual(['/api/laser-quotes', '/api/cart/laser']);
    expect(posts[1]?.body).toEqual({ quoteId, materialId: 2, thickness: 3, quantity: 2 });
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(cart);
    expect(screen.getByText(/Vom Server bestätigt: 9,66/)).toBeTruthy();
  });

  it('says what is wrong with a typed quantity and offers no cart until it is fixed', async () => {
    server();
    await renderLaserPage();
    await choosePricedPart();
    const quantity = screen.getByLabelText('Stückzahl');
    const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' });
    for (const [typed, message] of [
      ['2,5', 'Muss eine ganze Zahl sein'],
      ['', 'Erforderlich'],
      ['zwei', 'Muss eine gültige Zahl sein'],
      ['20000', 'Zwischen 1 und 10000'],
    ] as const) {
      fireEvent.change(quantity, { target: { value: typed } });
      expect(screen.getByText(message)).toBeTruthy();
      expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.change(quantity, { target: { value: ' 3 ' } });
    expect(quantity.getAttribute('aria-invalid')).toBe('false');
  });

  it('toasts a failed add to cart', async () => {
    server({
      'POST /api/cart/laser': {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
      },
    });
    await renderLaserPage();
    await choosePricedPart();

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(
      await screen.findByText('Das Produkt konnte nicht zum Warenkorb hinzugefügt werden'),
    ).toBeTruthy();
  });

  it('tells why the server could not price the uploaded file', async () => {
    server({
      'POST /api/laser-quotes': {
        status: 422,
        body: { status: 422, code: 'too_complex', message: 'The drawing is too complex' },
      },
    });
    await renderLaserPage();
    await choosePricedPart();

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Zeichnung ist zu umfangreich für die Sofortberechnung.',
    );
  });

  it('explains a DWG drawing saved under a .dxf name', async () => {
    server();
    await renderLaserPage();

    chooseFile(corpusFile('drawing.dwg', 'drawing.dxf'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Datei ist keine DXF-Zeichnung.');
    expect(alert.textContent).toContain('DWG-Dateien können wir nicht lesen.');
  });

  it('sends an e-mail request, then offers to upload another file', async () => {
    const requests = server();
    await renderLaserPage();
    chooseFile(corpusFile('r2000-chained-lines-ellipse-slot.dxf', 'blech.dxf'));
    await screen.findByRole('img', { name: /Vorschau von blech\.dxf/ });

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'kein' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'kunde@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Nachricht (optional)'), {
      target: { value: 'Bitte entgraten' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));

    const success = await screen.findByRole('status');
    expect(success.textContent).toContain('Anfrage gesendet');
    expect(success.textContent).toContain('kunde@example.com');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/laser-quotes/${quoteId}/requests`,
      body: { email: 'kunde@example.com', message: 'Bitte entgraten', quantity: 1 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Weitere Datei hochladen' }));
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeTruthy();
  });

  it('speaks Polish when the visitor chose Polish', async () => {
    server();
    await renderLaserPage('pl');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Kalkulator cięcia laserowego',
    );
    expect(screen.getByRole('button', { name: 'Wybierz plik' })).toBeTruthy();
  });
});
