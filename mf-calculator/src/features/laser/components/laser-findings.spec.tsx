import { readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonResources } from '@shop/ui';
import { readDxf } from '@shop/part-geometry';
import { renderPage, stubFetch } from '@shop/ui/testing';
import type { ParseDxf } from '../parse/parse-dxf';
import { browserReadOptions } from '../parse/dxf-messages';

// react-router encodes with TextEncoder at import time; Jest's jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router');
const { LaserCalculator } = await import('./laser-calculator');

const corpus = new URL('../../../../../packages/part-geometry/test-corpus/files/', import.meta.url);
const dxfText = readFileSync(new URL('r2000-chained-lines-ellipse-slot.dxf', corpus), 'utf8');
const read = readDxf(dxfText);
if (!read.ok) throw new Error('The corpus file must read');
const { widthMm, heightMm } = read.metrics.boundingBox;

/** A reader that keeps no contours, as for a drawing too large to check in the browser. */
const readAtOnce: ParseDxf = async () => readDxf(dxfText);
/** The browser's reader: the contours stay, so the page checks the part itself. */
const readInBrowser: ParseDxf = async () => readDxf(dxfText, browserReadOptions);

const emptyCart = {
  items: [],
  totalQuantity: 0,
  summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
};

/** The quote the server answers: a too small hole at (12, 8) and a part larger than the sheet. */
function quoteAnswer() {
  return {
    quoteId: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
    fileName: 'blech.dxf',
    cutLengthMm: read.ok ? read.metrics.cutLengthMm : 0,
    pierceCount: read.ok ? read.metrics.pierceCount : 0,
    boundingBox: read.ok ? read.metrics.boundingBox : undefined,
    netAreaMm2: null,
    findings: [
      { code: 'open_contour', severity: 'warning', message: 'An open contour' },
      {
        code: 'hole_too_small',
        severity: 'warning',
        message: 'Hole too small',
        element: { kind: 'contour', index: 1 },
        position: { x: 12, y: 8 },
        measuredMm: 2,
        requiredMm: 4.5,
      },
      {
        code: 'part_too_large',
        severity: 'error',
        message: 'Part too large',
        element: { kind: 'contour', index: 0 },
        position: { x: widthMm / 2, y: heightMm / 2 },
        measuredMm: 3200,
        requiredMm: 3000,
      },
    ],
    price: {
      materialName: 'Stahl S235',
      thickness: 3,
      quantity: 1,
      areaM2: 0.01,
      materialCost: 0.5,
      cutLengthM: 0.4,
      cuttingCost: 0.8,
      pierceCount: 1,
      pierceCost: 0.5,
      unitPrice: 1.8,
      totalPrice: 1.8,
    },
  };
}

const steel = { id: 2, name: 'stahl', displayName: 'Stahl S235' };

function server(material: object = steel) {
  return stubFetch((request) => {
    const key = `${request.method} ${request.path}`;
    if (key.startsWith('GET /api/materials?')) {
      return { status: 200, body: [material] };
    }
    switch (key) {
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
        return { status: 201, body: quoteAnswer() };
      case 'POST /api/cart/laser':
        return { status: 201, body: emptyCart };
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } };
    }
  });
}

/** Uploads the corpus part and chooses steel in 3 mm; the preview of the part. */
async function choosePart(
  language: 'de' | 'en',
  labels: Record<string, string>,
  parseDxf: ParseDxf,
): Promise<HTMLElement> {
  const view = await renderPage(
    <MemoryRouter>
      <LaserCalculator parseDxf={parseDxf} />
    </MemoryRouter>,
    language,
  );
  view.i18n.addResourceBundle(language, 'common', commonResources[language]?.common ?? {});
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([dxfText], 'blech.dxf', { type: 'application/dxf' })] },
  });
  const preview = await screen.findByRole('img', { name: new RegExp(labels.preview ?? '') });
  const material = screen.getByLabelText('Material') as HTMLSelectElement;
  await waitFor(() => expect(material.disabled).toBe(false));
  fireEvent.change(material, { target: { value: '2' } });
  const thickness = screen.getByLabelText(labels.thickness ?? '') as HTMLSelectElement;
  await waitFor(() => expect(thickness.disabled).toBe(false));
  fireEvent.change(thickness, { target: { value: '3' } });
  return preview;
}

async function quotePart(language: 'de' | 'en', labels: Record<string, string>) {
  const preview = await choosePart(language, labels, readAtOnce);
  expect(preview.querySelector('[data-finding]')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: labels.add }));
  await waitFor(() => expect(preview.querySelector('[data-finding]')).not.toBeNull());
  return preview;
}

afterEach(cleanup);

describe('LaserCalculator manufacturability findings', () => {
  it('rings the contour of a too small hole where the quote places it and frames a too large part', async () => {
    server();
    const preview = await quotePart('de', {
      preview: 'Vorschau von blech\\.dxf',
      thickness: 'Dicke (mm)',
      add: 'In den Warenkorb',
    });
    const hole = preview.querySelector('[data-finding="hole_too_small"]') as Element;
    expect(hole.querySelector('title')?.textContent).toBe('Loch zu klein');
    const ring = hole.querySelector('circle') as Element;
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).toEqual(['12', '8']);
    // round the hole's 1 mm radius, with room to spare
    expect(Number(ring.getAttribute('r'))).toBeGreaterThan(1);
    const frame = preview.querySelector('[data-finding="part_too_large"] rect') as Element;
    expect(Number(frame.getAttribute('width'))).toBeGreaterThan(widthMm);
    // the reader's own finding has no contour: it is not ringed
    expect(preview.querySelectorAll('[data-finding]')).toHaveLength(2);

    const list = within(screen.getByTestId('laser-manufacturability'));
    expect(list.getByText('Hinweise zur Fertigung')).toBeTruthy();
    expect(list.getByText('Loch zu klein')).toBeTruthy();
    expect(list.getByText(': Ø 2 mm, mindestens 4,5 mm')).toBeTruthy();
  });

  it('lists the findings in English with English numbers', async () => {
    server();
    await quotePart('en', {
      preview: 'blech\\.dxf',
      thickness: 'Thickness (mm)',
      add: 'Add to cart',
    });
    const list = within(screen.getByTestId('laser-manufacturability'));
    expect(list.getByText('Hole too small')).toBeTruthy();
    expect(list.getByText(': Ø 2 mm, at least 4.5 mm')).toBeTruthy();
    expect(list.getByText('Part larger than the largest sheet')).toBeTruthy();
  });

  it('checks the part in the browser once a thickness is chosen, and asks before uploading it', async () => {
    const requests = server({
      ...steel,
      manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
    });
    const preview = await choosePart(
      'de',
      { preview: 'Vorschau von blech\\.dxf', thickness: 'Dicke (mm)' },
      readInBrowser,
    );
    // the ellipse (x 90 to 130) touches the slot (x 130 to 180): no web between them in 3 mm
    await waitFor(() =>
      expect(preview.querySelectorAll('[data-finding="web_too_thin"]')).toHaveLength(2),
    );
    // the contours themselves are drawn in red, not a ring round a point
    const marked = preview.querySelectorAll('[data-finding="web_too_thin"] path');
    expect([...marked].map((path) => path.getAttribute('d')?.startsWith('M'))).toEqual([
      true,
      true,
    ]);
    const uploaded = () => requests.filter((request) => request.method === 'POST');
    expect(uploaded()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hinweise zur Fertigung' });
    expect(dialog.textContent).toContain('Steg zwischen Ausschnitten zu schmal');
    expect(uploaded()).toEqual([]);

    fireEvent.click(
      within(dialog).getByRole('button', {
        name: 'Ich habe die Hinweise gelesen und möchte das Teil so bestellen',
      }),
    );
    await waitFor(() =>
      expect(uploaded().map((request) => request.path)).toEqual([
        '/api/laser-quotes',
        '/api/cart/laser',
      ]),
    );
    expect(uploaded()[1]?.body).toMatchObject({
      materialId: 2,
      thickness: 3,
      quantity: 1,
      confirmedFindings: ['web_too_thin'],
    });
  });

  it("keeps a part larger than the material's sheets out of the cart and says why", async () => {
    const requests = server({
      ...steel,
      manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 150, maxSheetHeightMm: 150 },
    });
    const preview = await choosePart(
      'de',
      { preview: 'Vorschau von blech\\.dxf', thickness: 'Dicke (mm)' },
      readInBrowser,
    );
    await waitFor(() =>
      expect(preview.querySelector('[data-finding="part_too_large"]')).not.toBeNull(),
    );
    const add = screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(/^Dieses Teil kann so nicht gefertigt werden/).textContent).toContain(
      'Teil größer als die größte Blechtafel',
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
