import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage, stubFetch, type StubResponse } from '../testing/render-page';
import { MaterialThicknessFields } from './material-thickness-fields';

const materials = [
  { id: 2, name: 'steel_s235', displayName: 'Stahl S235' },
  { id: 3, name: 'aluminium_5754', displayName: 'Aluminium 5754' },
];
const englishMaterials = [
  { id: 2, name: 'steel_s235', displayName: 'Steel S235' },
  { id: 3, name: 'aluminium_5754', displayName: 'Aluminium 5754' },
];
const priceRow = (thickness: number) => ({
  id: thickness * 10,
  materialId: 2,
  thickness,
  pricePerM2: 28.9,
  cuttingLineCost: 1.2,
  version: 1,
});
const serviceDown: StubResponse = {
  status: 503,
  body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Pricing is unavailable' },
};

function serve(
  prices: () => StubResponse = () => ({ status: 200, body: [priceRow(3), priceRow(1.5)] }),
) {
  return stubFetch((request) => {
    if (request.path === '/api/materials?lang=de') return { status: 200, body: materials };
    if (request.path === '/api/materials?lang=en') return { status: 200, body: englishMaterials };
    if (request.path === '/api/material-prices/2') return prices();
    return { status: 404, body: {} };
  });
}

function Fields(props: { materialsFailureShownElsewhere?: boolean }) {
  const [materialId, setMaterialId] = useState<number | null>(null);
  const [thickness, setThickness] = useState<number | null>(null);
  return (
    <MaterialThicknessFields
      id="sheet"
      materialId={materialId}
      thickness={thickness}
      onMaterialChange={setMaterialId}
      onThicknessChange={setThickness}
      {...props}
    />
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function chooseSteel() {
  await waitFor(() => expect(select('Material').disabled).toBe(false));
  fireEvent.change(select('Material'), { target: { value: '2' } });
}

afterEach(cleanup);

describe('MaterialThicknessFields', () => {
  it('is busy while the materials load, then lists them in the page’s language', async () => {
    serve();
    await renderPage(<Fields />);
    const material = select('Material');
    expect(material.disabled).toBe(true);
    expect(material.getAttribute('aria-busy')).toBe('true');
    expect(within(material).getByRole('option').textContent).toBe('Materialien werden geladen …');

    await waitFor(() => expect(material.disabled).toBe(false));
    expect(material.getAttribute('aria-busy')).toBeNull();
    expect(
      within(material)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Material wählen', 'Stahl S235', 'Aluminium 5754']);
    cleanup();
    serve();
    await renderPage(<Fields />, 'en');
    expect(await screen.findByRole('option', { name: 'Steel S235' })).toBeTruthy();
  });

  it('keeps the thickness disabled, and says why, until a material is chosen', async () => {
    serve();
    await renderPage(<Fields />);
    const thickness = select('Dicke (mm)');
    expect(thickness.disabled).toBe(true);
    expect(describedText(thickness)).toBe('Wählen Sie zuerst ein Material');

    await chooseSteel();
    await within(thickness).findByRole('option', { name: '1,5 mm' });
    expect(thickness.disabled).toBe(false);
    expect(thickness.getAttribute('aria-describedby')).toBeNull();
    expect(
      within(thickness)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dicke wählen', '1,5 mm', '3 mm']);

    fireEvent.change(thickness, { target: { value: '1.5' } });
    expect(thickness.value).toBe('1.5');
  });

  it('names a failed thickness list at its field', async () => {
    serve(() => serviceDown);
    await renderPage(<Fields />);
    await chooseSteel();
    const thickness = select('Dicke (mm)');
    await waitFor(() => expect(thickness.getAttribute('aria-invalid')).toBe('true'));
    expect(thickness.disabled).toBe(true);
    expect(describedText(thickness)).toBe(
      'Die Dicken für dieses Material konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('names a failed material list at its field, unless the page says it elsewhere', async () => {
    stubFetch(() => serviceDown);
    await renderPage(<Fields />);
    const material = select('Material');
    await waitFor(() => expect(material.getAttribute('aria-invalid')).toBe('true'));
    expect(material.disabled).toBe(true);
    expect(describedText(material)).toContain('Die Materialliste konnte nicht geladen werden.');
    cleanup();

    stubFetch(() => serviceDown);
    const { queryClient } = await renderPage(<Fields materialsFailureShownElsewhere />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['materials', 'de'])?.status).toBe('error'),
    );
    expect(select('Material').disabled).toBe(true);
    expect(select('Material').getAttribute('aria-describedby')).toBeNull();
  });
});
