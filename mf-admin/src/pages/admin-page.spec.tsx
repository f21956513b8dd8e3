import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  recordToasts,
  renderRoutes,
  stopRecordingToasts,
  stubFetch,
  type RecordedRequest,
  type StubResponse,
} from '@shop/ui/testing';
import AdminPage from './admin-page';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

const steel = { id: 2, name: 'steel_s235', displayName: 'Stahl S235' };
const steelRows = [
  { id: 22, materialId: 2, thickness: 3, pricePerM2: 28.9, cuttingLineCost: 1.2, version: 4 },
  { id: 21, materialId: 2, thickness: 1.5, pricePerM2: 14.9, cuttingLineCost: 0.6, version: 1 },
];

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

/**
 * The gateway as an admin's browser sees it. `write` answers every mutation; reads come from the
 * current rows, so a refetch after a save shows what the server stored.
 */
function stubAdminApi(write: (request: RecordedRequest) => StubResponse = () => ({ status: 200 })) {
  let rows = [...steelRows];
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method !== 'GET') {
      const answer = write(request);
      if (
        answer.status === 200 &&
        request.method === 'PATCH' &&
        request.path === '/api/material-prices'
      ) {
        const { updates } = request.body as { updates: Array<{ thickness: number }> };
        rows = rows.map((row) => {
          const update = updates.find((candidate) => candidate.thickness === row.thickness);
          return update ? { ...row, ...update, version: row.version + 1 } : row;
        });
        return { status: 200, body: { updated: rows } };
      }
      const patch = /^\/api\/material-prices\/2\/([\d.]+)$/.exec(request.path);
      if (answer.status === 200 && request.method === 'PATCH' && patch) {
        rows = rows.map((row) =>
          row.thickness === Number(patch[1]) ? { ...row, ...(request.body as object) } : row,
        );
        return { status: 200, body: rows.find((row) => row.thickness === Number(patch[1])) };
      }
      return answer;
    }
    if (request.path === '/api/system-settings/hole_cost') {
      return { status: 200, body: { key: 'hole_cost', value: 1 } };
    }
    if (request.path === '/api/materials?lang=de') return { status: 200, body: [steel] };
    if (request.path === '/api/material-prices/2') return { status: 200, body: rows };
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET');

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The 'adjust all prices' form of steel, opened (it starts folded). */
async function adjustForm() {
  const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
  fireEvent.click(
    await within(card).findByText('Alle Preise um einen Prozentsatz anpassen', {}, settled),
  );
  return within(card).findByRole('form', { name: 'Preise von Stahl S235 anpassen' }, settled);
}

async function priceRow(thickness: string) {
  const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
  return within(card).findByRole('form', { name: thickness }, settled);
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function renderAdminPage(language: 'de' | 'en' | 'pl' = 'de') {
  return renderRoutes(
    { '/admin/*': <AdminPage />, '/admin-login': <p>login page</p> },
    '/admin',
    language,
  );
}

describe('AdminPage', () => {
  it('sends a visitor without an admin session to /admin-login', async () => {
    stubFetch(() => ({ status: 200, body: { isAdmin: false } }));
    await renderAdminPage();

    await screen.findByText('login page');
    expect(screen.getByTestId('path').textContent).toBe('/admin-login');
  });

  it('lists the thickness rows thinnest first with their stored prices', async () => {
    stubAdminApi();
    await renderAdminPage();

    const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
    const rows = await within(card).findAllByRole('form', { name: /mm$/ }, settled);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['1,5 mm', '3 mm']);
    expect(
      (within(rows[1] as HTMLElement).getByLabelText('Preis pro m² (EUR)') as HTMLInputElement)
        .value,
    ).toBe('28,90');
  });

  it('enables Save only while a value differs from the stored one', async () => {
    stubAdminApi();
    await renderAdminPage();
    const row = await priceRow('3 mm');
    const price = within(row).getByLabelText('Preis pro m² (EUR)');
    const save = within(row).getByRole('button', { name: 'Speichern' });
    expect(isDisabled(save)).toBe(true);

    fireEvent.change(price, { target: { value: '29.50' } });
    expect(isDisabled(save)).toBe(false);

    fireEvent.change(price, { target: { value: '28.9' } });
    expect(isDisabled(save)).toBe(true);
  });

  it('saves only the changed value and confirms with the price-saved toast', async () => {
    const requests = stubAdminApi();
    const toasts = recordToasts();
    await renderAdminPage();
    const row = await priceRow('3 mm');

    fireEvent.change(within(row).getByLabelText('Schnittkosten pro m (EUR)'), {
      target: { value: '1.35' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Speichern' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gespeichert',
          description: 'Preise für Stahl S235 (3mm) wurden aktualisiert',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      {
        method: 'PATCH',
        path: '/api/material-prices/2/3',
        body: { cuttingLineCost: 1.35, version: 4 },
      },
    ]);
    const refreshed = await priceRow('3 mm');
    expect(
      (within(refreshed).getByLabelText('Schnittkosten pro m (EUR)') as HTMLInputElement).value,
    ).toBe('1,35');
    expect(isDisabled(within(refreshed).getByRole('button', { name: 'Speichern' }))).toBe(true);
  });

  it('keeps the edits of one row while another row saves', async () => {
    stubAdminApi();
    await renderAdminPage();
    const thin = await priceRow('1,5 mm');
    const thick = await priceRow('3 mm');
    fireEvent.change(within(thin).getByLabelText('Preis pro m² (EUR)'), {
      target: { value: '15.10' },
    });

    fireEvent.change(within(thick).getByLabelText('Preis pro m² (EUR)'), {
      target: { value: '30' },
    });
    fireEvent.click(within(thick).getByRole('button', { name: 'Speichern' }));
    await waitFor(
      () =>
        expect((within(thick).getByLabelText('Preis pro m² (EUR)') as HTMLInputElement).value).toBe(
          '30,00',
        ),
      settled,
    );

    expect((within(thin).getByLabelText('Preis pro m² (EUR)') as HTMLInputElement).value).toBe(
      '15.10',
    );
    expect(isDisabled(within(thin).getByRole('button', { name: 'Speichern' }))).toBe(false);
  });

  it.each([
    ['Preis pro m² (EUR)', '0', 'Muss größer als 0 sein'],
    ['Preis pro m² (EUR)', '', 'Erforderlich'],
    ['Schnittkosten pro m (EUR)', '-1', 'Darf nicht negativ sein'],
    ['Preis pro m² (EUR)', '12.345', 'Höchstens zwei Nachkommastellen'],
  ])('says what is wrong with %s = %j and sends nothing', async (label, value, message) => {
    const requests = stubAdminApi();
    await renderAdminPage();
    const row = await priceRow('3 mm');
    const input = within(row).getByLabelText(label);

    fireEvent.change(input, { target: { value } });
    fireEvent.click(within(row).getByRole('button', { name: 'Speichern' }));

    expect(descriptionOf(input)).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(writes(requests)).toEqual([]);
  });

  it('adjusts every thickness by a percentage in one request, after showing the new prices', async () => {
    const requests = stubAdminApi();
    const toasts = recordToasts();
    await renderAdminPage();
    const form = await adjustForm();

    fireEvent.change(within(form).getByLabelText('Preis pro m² ändern um (%)'), {
      target: { value: '4.5' },
    });
    // 14.90 x 1.045 = 15.5705 -> 15.57; 28.90 x 1.045 = 30.2005 -> 30.20
    const preview = within(form)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    expect(preview).toEqual([
      '1,5 mm: 14,90 € → 15,57 € pro m² · 0,60 € → 0,60 € pro m Schnitt',
      '3 mm: 28,90 € → 30,20 € pro m² · 1,20 € → 1,20 € pro m Schnitt',
    ]);
    fireEvent.click(within(form).getByRole('button', { name: 'Alle 2 Dicken anpassen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gespeichert',
          description: 'Preise von Stahl S235 wurden angepasst (2 Dicken)',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      {
        method: 'PATCH',
        path: '/api/material-prices',
        body: {
          updates: [
            { materialId: 2, thickness: 1.5, version: 1, pricePerM2: 15.57 },
            { materialId: 2, thickness: 3, version: 4, pricePerM2: 30.2 },
          ],
        },
      },
    ]);
    await waitFor(
      async () =>
        expect(
          (within(await priceRow('3 mm')).getByLabelText('Preis pro m² (EUR)') as HTMLInputElement)
            .value,
        ).toBe('30,20'),
      settled,
    );
  });

  it('says that nothing changed when a thickness was edited meanwhile (409)', async () => {
    stubAdminApi(() => ({
      status: 409,
      body: { status: 409, code: 'VERSION_CONFLICT', message: 'changed' },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const form = await adjustForm();

    fireEvent.change(within(form).getByLabelText('Schnittkosten pro m ändern um (%)'), {
      target: { value: '-3' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Alle 2 Dicken anpassen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Speichern fehlgeschlagen',
          description:
            'Eine Dicke wurde inzwischen geändert und neu geladen. Keine Dicke wurde geändert; bitte prüfen und erneut anpassen.',
          variant: 'error',
        }),
      settled,
    );
  });

  it.each([
    ['', 'Geben Sie einen Prozentsatz für den Preis pro m², die Schnittkosten oder beide an.'],
    ['-95', 'Muss mindestens -90 sein'],
    ['501', 'Darf höchstens 500 sein'],
  ])('refuses a price change of %j and sends nothing', async (value, message) => {
    const requests = stubAdminApi();
    await renderAdminPage();
    const form = await adjustForm();
    const input = within(form).getByLabelText('Preis pro m² ändern um (%)');

    fireEvent.change(input, { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Alle 2 Dicken anpassen' }));

    expect(form.textContent).toContain(message);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(writes(requests)).toEqual([]);
  });

  it('treats an entered hole cost of 0 as missing and saves 1.50', async () => {
    const requests = stubAdminApi(() => ({
      status: 200,
      body: { key: 'hole_cost', value: 1.5 },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const holeCost = await screen.findByLabelText('Kosten pro Loch (EUR)');
    await waitFor(() => expect((holeCost as HTMLInputElement).value).toBe('1,00'), settled);

    fireEvent.change(holeCost, { target: { value: '0' } });
    expect(descriptionOf(holeCost)).toContain('Die Lochkosten müssen größer oder gleich 0 sein');

    fireEvent.change(holeCost, { target: { value: '1.50' } });
    const card = screen.getByRole('region', { name: 'Systemeinstellungen' });
    fireEvent.click(within(card).getByRole('button', { name: 'Speichern' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gespeichert',
          description: 'Die Lochkosten wurden aktualisiert',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: '/api/system-settings/hole_cost', body: { value: 1.5 } },
    ]);
  });

  it("shows 'Lochkosten konnten nicht aktualisiert werden' when saving fails", async () => {
    stubAdminApi(() => ({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Pricing is unavailable' },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const holeCost = await screen.findByLabelText('Kosten pro Loch (EUR)');
    await waitFor(() => expect((holeCost as HTMLInputElement).value).toBe('1,00'), settled);

    fireEvent.change(holeCost, { target: { value: '2' } });
    const card = screen.getByRole('region', { name: 'Systemeinstellungen' });
    fireEvent.click(within(card).getByRole('button', { name: 'Speichern' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Speichern fehlgeschlagen',
          description: 'Lochkosten konnten nicht aktualisiert werden',
          variant: 'error',
        }),
      settled,
    );
  });

  it('sends the operator to the login when the session has ended', async () => {
    stubAdminApi(() => ({
      status: 401,
      body: { status: 401, code: 'UNAUTHORIZED', message: 'Admin session required' },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const row = await priceRow('3 mm');

    fireEvent.change(within(row).getByLabelText('Preis pro m² (EUR)'), {
      target: { value: '31' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Speichern' }));

    await screen.findByText('login page', {}, settled);
    expect(toasts).toContainEqual({
      title: 'Speichern fehlgeschlagen',
      description: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      variant: 'error',
    });
  });

  it('adds a thickness from dot decimals and says so', async () => {
    const requests = stubAdminApi(() => ({
      status: 201,
      body: {
        id: 30,
        materialId: 2,
        thickness: 2.5,
        pricePerM2: 24.3,
        cuttingLineCost: 0.95,
        version: 1,
      },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
    const form = within(card).getByRole('form', { name: 'Dicke hinzufügen' });

    fireEvent.change(within(form).getByLabelText('Dicke (mm)'), { target: { value: '2.5' } });
    fireEvent.change(within(form).getByLabelText('Preis pro m² (EUR)'), {
      target: { value: '24.30' },
    });
    fireEvent.change(within(form).getByLabelText('Schnittkosten pro m (EUR)'), {
      target: { value: '0.95' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Hinzugefügt',
          description: 'Dicke 2,5 mm für Stahl S235 wurde hinzugefügt',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/material-prices',
        body: { materialId: 2, thickness: 2.5, pricePerM2: 24.3, cuttingLineCost: 0.95 },
      },
    ]);
  });

  it('asks for every field of a new thickness before sending', async () => {
    const requests = stubAdminApi();
    await renderAdminPage();
    const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
    const form = within(card).getByRole('form', { name: 'Dicke hinzufügen' });

    fireEvent.change(within(form).getByLabelText('Schnittkosten pro m (EUR)'), {
      target: { value: '-0.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));

    // The form checks a submit asynchronously (react-hook-form), so the messages come a tick later.
    await waitFor(
      () =>
        expect(descriptionOf(within(form).getByLabelText('Dicke (mm)'))).toMatch(/^Erforderlich/),
      settled,
    );
    expect(descriptionOf(within(form).getByLabelText('Schnittkosten pro m (EUR)'))).toMatch(
      /^Darf nicht negativ sein/,
    );
    expect(document.activeElement).toBe(within(form).getByLabelText('Dicke (mm)'));
    expect(writes(requests)).toEqual([]);
  });

  it('names a duplicate thickness in German next to the field', async () => {
    stubAdminApi(() => ({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'Material 2 already has a 3 mm price row' },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
    const form = within(card).getByRole('form', { name: 'Dicke hinzufügen' });

    fireEvent.change(within(form).getByLabelText('Dicke (mm)'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Preis pro m² (EUR)'), {
      target: { value: '30' },
    });
    fireEvent.change(within(form).getByLabelText('Schnittkosten pro m (EUR)'), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(
      () =>
        expect(descriptionOf(within(form).getByLabelText('Dicke (mm)'))).toMatch(
          /^Diese Dicke gibt es für dieses Material bereits/,
        ),
      settled,
    );
    expect(toasts).toContainEqual({
      title: 'Hinzufügen fehlgeschlagen',
      description: 'Diese Dicke gibt es für dieses Material bereits',
      variant: 'error',
    });
  });

  it("shows the server's message when adding a material fails", async () => {
    stubAdminApi(() => ({
      status: 503,
      body: {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The pricing service did not answer',
      },
    }));
    const toasts = recordToasts();
    await renderAdminPage();
    const form = await screen.findByRole('form', { name: 'Material hinzufügen' }, settled);

    fireEvent.change(within(form).getByLabelText('Systemname'), { target: { value: 'copper' } });
    fireEvent.change(within(form).getByLabelText('Anzeigename (Deutsch)'), {
      target: { value: 'Kupfer' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Material hinzufügen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Hinzufügen fehlgeschlagen',
          description: 'The pricing service did not answer',
          variant: 'error',
        }),
      settled,
    );
  });

  it('refuses a system name with capitals or spaces', async () => {
    const requests = stubAdminApi();
    await renderAdminPage();
    const form = await screen.findByRole('form', { name: 'Material hinzufügen' }, settled);

    fireEvent.change(within(form).getByLabelText('Systemname'), {
      target: { value: 'Kupfer ETP' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Material hinzufügen' }));

    await waitFor(
      () =>
        expect(descriptionOf(within(form).getByLabelText('Systemname'))).toMatch(
          /^Nur Kleinbuchstaben, Ziffern und Unterstriche, keine Leerzeichen/,
        ),
      settled,
    );
    expect(descriptionOf(within(form).getByLabelText('Anzeigename (Deutsch)'))).toMatch(
      /^Erforderlich/,
    );
    expect(writes(requests)).toEqual([]);
  });

  it('removes a material only after a confirmation that warns about its prices', async () => {
    const requests = stubAdminApi(() => ({ status: 204 }));
    const toasts = recordToasts();
    await renderAdminPage();
    await priceRow('3 mm');

    fireEvent.click(screen.getByRole('button', { name: 'Material Stahl S235 entfernen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Material „Stahl S235“ entfernen?' });
    expect(dialog.textContent).toContain(
      'Alle Preise dieses Materials werden ebenfalls gelöscht (2 Dicken).',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(writes(requests)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gelöscht',
          description: 'Material Stahl S235 wurde entfernt',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      { method: 'DELETE', path: '/api/materials/2', body: undefined },
    ]);
  });

  it('removes a thickness after confirming and says so', async () => {
    const requests = stubAdminApi(() => ({ status: 204 }));
    const toasts = recordToasts();
    await renderAdminPage();
    const row = await priceRow('1,5 mm');

    fireEvent.click(within(row).getByRole('button', { name: 'Dicke 1,5 mm entfernen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dicke entfernen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gelöscht',
          description: 'Dicke 1,5 mm von Stahl S235 wurde entfernt',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      { method: 'DELETE', path: '/api/material-prices/2/1.5', body: undefined },
    ]);
  });

  it('keeps the thickness when its removal is cancelled', async () => {
    const requests = stubAdminApi(() => ({ status: 204 }));
    await renderAdminPage();
    const row = await priceRow('1,5 mm');

    fireEvent.click(within(row).getByRole('button', { name: 'Dicke 1,5 mm entfernen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dicke entfernen?' });
    expect(dialog.textContent).toContain(
      'Die Dicke 1,5 mm von Stahl S235 wird mit ihren Preisen gelöscht.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it('switches tabs with the arrow keys', async () => {
    stubAdminApi();
    await renderAdminPage();
    const materialsTab = await screen.findByRole('tab', { name: 'Materialien & Preise' }, settled);

    fireEvent.keyDown(materialsTab, { key: 'ArrowRight' });
    const tiersTab = screen.getByRole('tab', { name: 'Mengenrabatte' });
    expect(tiersTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tiersTab);

    fireEvent.keyDown(tiersTab, { key: 'ArrowRight' });
    const productsTab = screen.getByRole('tab', { name: 'Produkte' });
    expect(productsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(productsTab);
    expect(
      within(screen.getByRole('tabpanel', { name: 'Produkte' })).getByRole('link', {
        name: 'Produkt hinzufügen',
      }),
    ).toBeTruthy();

    fireEvent.keyDown(productsTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Produktabmessungen', selected: true })).toBeTruthy();
  });

  it('logs out, says so and goes to the login', async () => {
    const requests = stubAdminApi(() => ({ status: 204 }));
    const toasts = recordToasts();
    await renderAdminPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }, settled));

    await screen.findByText('login page', {}, settled);
    expect(writes(requests)).toEqual([
      { method: 'POST', path: '/api/admin/logout', body: undefined },
    ]);
    expect(toasts).toContainEqual({
      title: 'Abgemeldet',
      description: 'Sie wurden erfolgreich abgemeldet',
      variant: 'success',
    });
  });

  it('stays and shows an error toast when logging out fails', async () => {
    stubAdminApi(() => ({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Sessions are unavailable' },
    }));
    const toasts = recordToasts();
    await renderAdminPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }, settled));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Fehler',
          description: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
          variant: 'error',
        }),
      settled,
    );
    expect(screen.getByTestId('path').textContent).toBe('/admin');
  });

  it('speaks Polish', async () => {
    stubAdminApi();
    await renderAdminPage('pl');

    await screen.findByRole('tab', { name: 'Materiały i ceny' }, settled);
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
    await screen.findByLabelText('Koszt otworu (EUR)');
  });
});
