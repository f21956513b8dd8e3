import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type {
  CartLine,
  CartResponse,
  DesignCartLine,
  ProductCartLine,
  SheetCartLine,
} from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import { cartQueryKey, Toaster } from '@shop/ui';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import CartPage from './cart-page';

const sheetId = '0b6c2f4e-8d7a-4a53-9f65-1f0e5c7b9a01';
const secondSheetId = '5d3e9a1c-2b7f-4c86-8e14-7a9b0c3d2e02';
const designId = '9f1a7c3b-6e2d-4b58-a0c4-3d8e5f7a1b03';

/** 500 x 400 mm Stahl S235 3 mm: 0.2 m² x 28.90 + 1.8 m x 1.20 = 5.78 + 2.16 = 7.94 EUR. */
function sheetLine(quantity: number, lineTotal: string): SheetCartLine {
  return {
    id: sheetId,
    kind: 'sheet',
    quantity,
    totalPrice: '7.94',
    unitPrice: '7.94',
    lineTotal,
    isCustomDesign: false,
    materialId: 2,
    materialName: 'Stahl S235',
    width: 500,
    height: 400,
    thickness: 3,
    pricePerM2: '28.90',
  };
}

/** Three flat bars from the catalogue, with their German name and description. */
const flatBar: ProductCartLine = {
  id: designId,
  kind: 'product',
  quantity: 3,
  totalPrice: '9.50',
  unitPrice: '9.50',
  lineTotal: '28.50',
  isCustomDesign: false,
  productId: 7,
  product: { name: 'Flachstahl 40 x 5 mm', description: 'S235JR, 6000 mm' },
};

const largeSheet: SheetCartLine = {
  ...sheetLine(1, '18.05'),
  id: secondSheetId,
  width: 1000,
  height: 500,
  totalPrice: '18.05',
  unitPrice: '18.05',
};

const designLine: DesignCartLine = {
  id: designId,
  kind: 'design',
  quantity: 1,
  totalPrice: '12.40',
  unitPrice: '12.40',
  lineTotal: '12.40',
  isCustomDesign: true,
  materialId: 1,
  materialName: 'Aluminium 5754',
  thickness: 2,
  width: 200,
  height: 150,
  designParameters: { baseShape: 'rectangle', dimensions: { width: 200, height: 150 } },
  dxfFile: '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n',
};

function cartOf(
  items: CartLine[],
  summary: CartResponse['summary'],
  totalQuantity = items.reduce((sum, line) => sum + line.quantity, 0),
): CartResponse {
  return { items, totalQuantity, summary };
}

const oneSheet = cartOf([sheetLine(1, '7.94')], {
  subtotal: '7.94',
  minimumOrderValue: '25.00',
  surcharge: '17.06',
  total: '25.00',
});
const fourSheets = cartOf([sheetLine(4, '31.76')], {
  subtotal: '31.76',
  minimumOrderValue: '25.00',
  surcharge: '0.00',
  total: '31.76',
});
const emptyCart = cartOf([], {
  subtotal: '0.00',
  minimumOrderValue: '25.00',
  surcharge: '0.00',
  total: '0.00',
});

const serviceDown: StubResponse = {
  status: 503,
  body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The cart service did not answer' },
};

type Gateway = (request: RecordedRequest) => StubResponse | Promise<StubResponse>;

/** The settings the totals need, as the pricing service seeds them. */
const seededSettings: Gateway = (request) => {
  if (request.path === '/api/system-settings/vat_rate') {
    return { status: 200, body: { key: 'vat_rate', value: 19 } };
  }
  if (request.path === '/api/system-settings/shipping_flat_rate') {
    return { status: 200, body: { key: 'shipping_flat_rate', value: 29.9 } };
  }
  return serviceDown;
};

/**
 * The cart API as the browser sees it: `GET /api/cart` answers `cart`, settings are read from
 * `settings`, mutations ask `change`.
 */
/** The quantity shown in a line's field, between − and +. */
const quantityOf = (line: HTMLElement) =>
  (within(line).getByRole('textbox', { name: 'Menge' }) as HTMLInputElement).value;

function stubCartApi(
  cart: CartResponse | StubResponse,
  change: Gateway = () => serviceDown,
  settings: Gateway = seededSettings,
) {
  return stubFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/cart') {
      return 'status' in cart ? cart : { status: 200, body: cart };
    }
    if (request.method === 'GET' && request.path.startsWith('/api/system-settings/')) {
      return settings(request);
    }
    return change(request);
  });
}

async function renderCart(language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter initialEntries={['/warenkorb']}>
      <CartPage />
      <Toaster closeLabel="Schließen" />
    </MemoryRouter>,
    language,
  );
}

/** The value cell beside a summary row header ('Gesamtsumme netto'). */
function summaryValue(header: string): string {
  const row = screen.getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`No summary row ${header}`);
  return within(row).getByRole('cell').textContent ?? '';
}

const formatPolish = (euros: string) =>
  new Intl.NumberFormat('pl', { style: 'currency', currency: 'EUR' }).format(Number(euros));

const line = (name: string) => screen.getByRole('listitem', { name });
const button = (container: HTMLElement, name: string) =>
  within(container).getByRole('button', { name }) as HTMLButtonElement;

afterEach(cleanup);

describe('CartPage', () => {
  it('shows the empty state with a link back to the calculator', async () => {
    stubCartApi(emptyCart);
    await renderCart();

    expect(await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Rechner' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Angebot als PDF' })).toBeNull();
  });

  it('shows a sheet line and the server totals with the minimum-order surcharge, in German', async () => {
    stubCartApi(oneSheet);
    await renderCart();

    const sheet = await screen.findByRole('listitem', {
      name: 'Blechzuschnitt Stahl S235, 500 × 400 mm',
    });
    expect(sheet.textContent).toContain('500 × 400 mm · 3 mm dick');
    expect(sheet.textContent).toContain('28,90\u00a0€ pro m²');
    expect(within(sheet).getByRole('definition', { name: 'Stückpreis' }).textContent).toBe(
      '7,94\u00a0€',
    );
    expect(within(sheet).getByRole('definition', { name: 'Summe' }).textContent).toBe(
      '7,94\u00a0€',
    );
    expect(quantityOf(sheet)).toBe('1');
    expect(button(sheet, 'Menge verringern').disabled).toBe(true);
    expect(button(sheet, 'Menge erhöhen').disabled).toBe(false);

    expect(summaryValue('Zwischensumme')).toBe('7,94\u00a0€');
    expect(summaryValue('Mindestbestellwert')).toBe('25,00\u00a0€');
    expect(summaryValue('Aufschlag Mindestbestellung')).toBe('17,06\u00a0€');
    expect(summaryValue('Gesamtsumme netto')).toBe('25,00\u00a0€');
    expect(screen.getByText('Mindestbestellwert beträgt 25.00 EUR')).toBeTruthy();
  });

  it('says the prices are net and leads on to the checkout, naming the payment methods there are', async () => {
    stubCartApi(oneSheet);
    await renderCart();

    expect(await screen.findByText('Alle Preise netto, zzgl. MwSt.')).toBeTruthy();
    const checkout = screen.getByRole('link', { name: 'Zur Kasse' });
    expect(checkout.getAttribute('href')).toBe('/kasse');
    const paymentNote = document.getElementById(checkout.getAttribute('aria-describedby') ?? '');
    expect(paymentNote?.textContent).toContain('Vorkasse per Überweisung');
    expect(paymentNote?.textContent).toContain('Kauf auf Rechnung');
    expect(paymentNote?.textContent).toContain('Die Online-Bezahlung ist bald verfügbar.');
    const offerLink = screen.getByRole('link', { name: 'Angebot als PDF' });
    expect(offerLink.getAttribute('href')).toBe('/api/cart/quote.pdf?lang=de');
    expect(offerLink.hasAttribute('download')).toBe(true);
  });

  it('adds VAT at the vat_rate setting and the gross total, as computeOrderTotals computes them', async () => {
    const cart = cartOf([largeSheet, sheetLine(2, '15.88')], {
      subtotal: '33.93',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '33.93',
    });
    stubCartApi(cart);
    await renderCart();

    // 33.93 x 19 % = 6.4467 -> 6.45; 33.93 + 6.45 = 40.38
    const expected = computeOrderTotals({
      lineTotalsInCents: [1805, 1588],
      shipping: 0,
      vatRatePercent: 19,
    });
    expect(expected).toMatchObject({ net: '33.93', vat: '6.45', gross: '40.38' });
    expect(await screen.findByRole('rowheader', { name: 'zzgl. MwSt. 19\u00a0%' })).toBeTruthy();
    expect(summaryValue('zzgl. MwSt. 19\u00a0%')).toBe('6,45\u00a0€');
    expect(summaryValue('Gesamtsumme brutto')).toBe('40,38\u00a0€');
    expect(summaryValue('Gesamtsumme netto')).toBe('33,93\u00a0€');
    expect(
      screen.getByText(
        'Die Lieferart wählen Sie an der Kasse: Abholung in Dortmund kostenlos oder Versand für 29,90 € zzgl. MwSt.',
      ),
    ).toBeTruthy();
  });

  it('puts VAT on the surcharge too, at a changed rate, without unavailable lines', async () => {
    const unavailable: SheetCartLine = {
      ...largeSheet,
      id: designId,
      unavailable: true,
    };
    stubCartApi(
      cartOf([sheetLine(1, '7.94'), unavailable], oneSheet.summary),
      undefined,
      (request) =>
        request.path.endsWith('vat_rate')
          ? { status: 200, body: { key: 'vat_rate', value: 7.5 } }
          : seededSettings(request),
    );
    await renderCart('pl');

    // 7.94 + 17.06 surcharge = 25.00 net; x 7.5 % = 1.875 -> 1.88; gross 26.88
    const expected = computeOrderTotals({
      lineTotalsInCents: [794],
      shipping: 0,
      vatRatePercent: 7.5,
    });
    expect(expected).toMatchObject({ vat: '1.88', gross: '26.88' });
    expect(await screen.findByRole('rowheader', { name: 'VAT 7,5%' })).toBeTruthy();
    expect(summaryValue('VAT 7,5%')).toBe(formatPolish(expected.vat));
    expect(summaryValue('Razem brutto')).toBe(formatPolish(expected.gross));
    expect(screen.getByText('Wszystkie ceny są cenami netto, plus VAT.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oferta w PDF' }).getAttribute('href')).toBe(
      '/api/cart/quote.pdf?lang=pl',
    );
  });

  it('says so when VAT cannot be read, and shows it after another try', async () => {
    let settingsUp = false;
    stubCartApi(oneSheet, undefined, (request) =>
      settingsUp ? seededSettings(request) : serviceDown,
    );
    await renderCart();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Mehrwertsteuer und Bruttosumme konnten nicht geladen werden.',
    );
    expect(screen.queryByRole('rowheader', { name: 'Gesamtsumme brutto' })).toBeNull();

    settingsUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    // 25.00 x 19 % = 4.75
    await waitFor(() => expect(summaryValue('Gesamtsumme brutto')).toBe('29,75\u00a0€'));
  });

  it('sends the raised quantity and shows the totals the server answers', async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const requests = stubCartApi(
      oneSheet,
      () => new Promise<StubResponse>((resolve) => (answer = resolve)),
    );
    const { queryClient } = await renderCart();
    const sheet = await screen.findByRole('listitem', {
      name: 'Blechzuschnitt Stahl S235, 500 × 400 mm',
    });

    fireEvent.click(button(sheet, 'Menge erhöhen'));

    // One change at a time: the buttons wait for the answer.
    await waitFor(() => expect(button(sheet, 'Menge erhöhen').disabled).toBe(true));
    expect(requests.at(-1)).toEqual({
      method: 'PATCH',
      path: `/api/cart/${sheetId}`,
      body: { quantity: 2 },
    });

    answer({ status: 200, body: fourSheets });

    await waitFor(() =>
      expect(quantityOf(line('Blechzuschnitt Stahl S235, 500 × 400 mm'))).toBe('4'),
    );
    expect(summaryValue('Zwischensumme')).toBe('31,76\u00a0€');
    expect(summaryValue('Gesamtsumme netto')).toBe('31,76\u00a0€');
    expect(screen.queryByRole('rowheader', { name: 'Aufschlag Mindestbestellung' })).toBeNull();
    expect(screen.queryByText('Mindestbestellwert beträgt 25.00 EUR')).toBeNull();
    expect(queryClient.getQueryData<CartResponse>(cartQueryKey)?.totalQuantity).toBe(4);
    expect(
      button(line('Blechzuschnitt Stahl S235, 500 × 400 mm'), 'Menge verringern').disabled,
    ).toBe(false);
  });

  it('sends a typed quantity on Enter and shows the line the server answers', async () => {
    const requests = stubCartApi(oneSheet, () => ({ status: 200, body: fourSheets }));
    await renderCart();
    const sheet = await screen.findByRole('listitem', {
      name: 'Blechzuschnitt Stahl S235, 500 × 400 mm',
    });
    const input = within(sheet).getByRole('textbox', { name: 'Menge' });
    expect(input.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(input, { target: { value: ' 4 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(summaryValue('Zwischensumme')).toBe('31,76\u00a0€'));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/cart/${sheetId}`, body: { quantity: 4 } },
    ]);
    expect(quantityOf(line('Blechzuschnitt Stahl S235, 500 × 400 mm'))).toBe('4');
  });

  it('says so when the quantity cannot be changed, and shows the cart as the server has it', async () => {
    const requests = stubCartApi(oneSheet, () => serviceDown);
    await renderCart();
    const sheet = await screen.findByRole('listitem', {
      name: 'Blechzuschnitt Stahl S235, 500 × 400 mm',
    });

    fireEvent.click(button(sheet, 'Menge erhöhen'));

    const toast = await screen.findByText('Die Menge konnte nicht aktualisiert werden');
    expect(toast.closest('[role="status"]')?.textContent).toContain('Fehler');
    // The cart is read again after a failed change.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/cart')).toHaveLength(2),
    );
    expect(quantityOf(line('Blechzuschnitt Stahl S235, 500 × 400 mm'))).toBe('1');
  });

  it('removes a line and confirms it with a toast', async () => {
    const twoSheets = cartOf([largeSheet, sheetLine(1, '7.94')], {
      subtotal: '25.99',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '25.99',
    });
    const requests = stubCartApi(twoSheets, () => ({ status: 200, body: oneSheet }));
    await renderCart();
    const lines = await within(
      await screen.findByRole('list', { name: 'Artikel im Warenkorb' }),
    ).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(summaryValue('Gesamtsumme netto')).toBe('25,99\u00a0€');

    fireEvent.click(button(lines[0]!, 'Blechzuschnitt Stahl S235, 1000 × 500 mm entfernen'));

    const toast = (await screen.findByText('Entfernt')).closest('[role="status"]');
    expect(toast?.textContent).toContain(
      'Blechzuschnitt Stahl S235, 1000 × 500 mm wurde aus dem Warenkorb entfernt.',
    );
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      path: `/api/cart/${secondSheetId}`,
      body: undefined,
    });
    expect(
      within(screen.getByRole('list', { name: 'Artikel im Warenkorb' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(summaryValue('Aufschlag Mindestbestellung')).toBe('17,06\u00a0€');
  });

  it('says so when a line cannot be removed', async () => {
    stubCartApi(oneSheet, () => ({
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: 'No such line' },
    }));
    await renderCart();
    const sheet = await screen.findByRole('listitem', {
      name: 'Blechzuschnitt Stahl S235, 500 × 400 mm',
    });

    fireEvent.click(button(sheet, 'Blechzuschnitt Stahl S235, 500 × 400 mm entfernen'));

    const toast = await screen.findByText('Der Artikel konnte nicht entfernt werden');
    expect(toast.closest('[role="status"]')?.textContent).toContain('Fehler');
  });

  describe('a design line', () => {
    const downloads: Array<{ name: string; text: string }> = [];

    beforeEach(() => {
      downloads.length = 0;
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      URL.revokeObjectURL = () => undefined;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        const blob = blobs.get(this.href);
        if (!blob) return;
        const reader = new FileReader();
        reader.onload = () => downloads.push({ name: this.download, text: String(reader.result) });
        reader.readAsText(blob);
      });
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('shows its size and downloads its DXF and its parameters', async () => {
      stubCartApi(
        cartOf([designLine], {
          subtotal: '12.40',
          minimumOrderValue: '25.00',
          surcharge: '12.60',
          total: '25.00',
        }),
      );
      await renderCart();
      const design = await screen.findByRole('listitem', {
        name: 'Eigenes Blechelement, Aluminium 5754, 200 × 150 mm',
      });
      expect(design.textContent).toContain('Rechteck · 200 × 150 mm · 2 mm dick');
      // drawn from the stored parameters at 30 % with a margin of 20 (240 x 190).
      const preview = within(design).getByTestId('cart-design-preview');
      expect(preview.getAttribute('viewBox')).toBe('-20 -20 240 190');
      expect(preview.getAttribute('width')).toBe('72');
      // the 50-unit grid is for custom geometry only
      expect(within(design).queryByTestId('cart-design-grid')).toBeNull();

      fireEvent.click(button(design, 'DXF herunterladen'));
      fireEvent.click(button(design, 'JSON herunterladen'));

      await waitFor(() => expect(downloads).toHaveLength(2));
      expect(downloads).toEqual([
        { name: `element_${designId}.dxf`, text: designLine.dxfFile },
        {
          name: `parametry_${designId}.json`,
          text: JSON.stringify(designLine.designParameters, null, 2),
        },
      ]);
    });
  });

  it('shows a product line by its name and description', async () => {
    stubCartApi(
      cartOf([flatBar], {
        subtotal: '28.50',
        minimumOrderValue: '25.00',
        surcharge: '0.00',
        total: '28.50',
      }),
    );
    await renderCart();

    const product = await screen.findByRole('listitem', { name: 'Flachstahl 40 x 5 mm' });
    expect(product.textContent).toContain('S235JR, 6000 mm');
    expect(within(product).getByRole('definition', { name: 'Summe' }).textContent).toBe(
      '28,50\u00a0€',
    );
  });

  it('names a product and a sheet in the page language, from the line and the materials list', async () => {
    const translated: ProductCartLine = {
      ...flatBar,
      product: {
        ...flatBar.product,
        translations: {
          en: { name: 'Flat bar 40 x 5 mm', description: 'S235JR, 6000 mm long' },
          pl: { name: 'Płaskownik 40 x 5 mm', description: 'S235JR, długość 6000 mm' },
        },
      },
    };
    const materialsAsked: string[] = [];
    stubCartApi(
      cartOf([sheetLine(1, '7.94'), translated], {
        subtotal: '36.44',
        minimumOrderValue: '25.00',
        surcharge: '0.00',
        total: '36.44',
      }),
      (request) => {
        if (request.method !== 'GET' || !request.path.startsWith('/api/materials')) {
          return serviceDown;
        }
        materialsAsked.push(request.path);
        return {
          status: 200,
          body: [{ id: 2, name: 'stahl_s235', displayName: 'Stal S235' }],
        };
      },
    );
    await renderCart('pl');

    const product = await screen.findByRole('listitem', { name: 'Płaskownik 40 x 5 mm' });
    expect(product.textContent).toContain('S235JR, długość 6000 mm');
    expect(
      await screen.findByRole('listitem', { name: 'Formatka z blachy Stal S235, 500 × 400 mm' }),
    ).toBeTruthy();
    expect(materialsAsked).toEqual(['/api/materials?lang=pl']);
  });

  it('shows a laser part by its file name, outer size and thickness', async () => {
    stubCartApi(
      cartOf(
        [
          {
            id: designId,
            kind: 'laser',
            quantity: 2,
            totalPrice: '14.20',
            unitPrice: '14.20',
            lineTotal: '28.40',
            isCustomDesign: false,
            quoteId: '2f1c3f7e-8a8b-4c1d-9e2f-3a4b5c6d7e8f',
            materialId: 3,
            materialName: 'Edelstahl 1.4301',
            thickness: 2,
            fileName: 'flansch.dxf',
            width: 120,
            height: 80,
          },
        ],
        { subtotal: '28.40', minimumOrderValue: '25.00', surcharge: '0.00', total: '28.40' },
      ),
    );
    await renderCart();

    const part = await screen.findByRole('listitem', {
      name: 'Laserteil flansch.dxf, Edelstahl 1.4301, 120 × 80 mm',
    });
    expect(part.textContent).toContain('120 × 80 mm · 2 mm dick');
    expect(within(part).getByRole('definition', { name: 'Summe' }).textContent).toBe(
      '28,40\u00a0€',
    );
  });

  it('offers another try when the cart cannot be read', async () => {
    let cart: CartResponse | StubResponse = serviceDown;
    stubFetch(() => ('status' in cart ? cart : { status: 200, body: cart }));
    await renderCart();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Warenkorb konnte nicht geladen werden');

    cart = oneSheet;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    expect(
      await screen.findByRole('listitem', { name: 'Blechzuschnitt Stahl S235, 500 × 400 mm' }),
    ).toBeTruthy();
  });

  it('writes money the English way', async () => {
    stubCartApi(oneSheet);
    await renderCart('en');

    const sheet = await screen.findByRole('listitem', {
      name: 'Sheet blank Stahl S235, 500 × 400 mm',
    });
    expect(within(sheet).getByRole('definition', { name: 'Total' }).textContent).toBe('€7.94');
    expect(summaryValue('Minimum order surcharge')).toBe('€17.06');
    expect(screen.getByText('The minimum order value is 25.00 EUR')).toBeTruthy();
  });
});
