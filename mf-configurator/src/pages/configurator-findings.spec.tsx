import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonResources } from '@shop/ui';
import { renderPage, stubFetch, type RecordedRequest } from '@shop/ui/testing';
import ConfiguratorPage from './configurator-page';

// Steel with its own cutting rules, a small-sheet steel whose sheet is smaller than the default
// 200 x 150 mm part, and a stainless steel without stored rules (its name gives factor 1.5).
const materials = [
  {
    id: 2,
    name: 'steel_s235',
    displayName: 'Stahl S235',
    manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
  },
  {
    id: 3,
    name: 'steel_small_sheet',
    displayName: 'Small sheet',
    manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 180, maxSheetHeightMm: 120 },
  },
  { id: 4, name: 'stainless_1_4301', displayName: 'Stal nierdzewna' },
];

const row = (materialId: number, thickness: number) => ({
  id: materialId * 10 + thickness,
  materialId,
  thickness,
  pricePerM2: 28.9,
  cuttingLineCost: 1.2,
  version: 1,
});

function stubShopApi() {
  return stubFetch((request: RecordedRequest) => {
    if (request.path.startsWith('/api/materials?')) return { status: 200, body: materials };
    const prices = /^\/api\/material-prices\/(\d+)$/.exec(request.path);
    if (prices)
      return { status: 200, body: [row(Number(prices[1]), 3), row(Number(prices[1]), 5)] };
    if (request.path === '/api/system-settings/hole_cost') {
      return { status: 200, body: { key: 'hole_cost', value: 0.5 } };
    }
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const settled = { timeout: 5000 };

/** The page in `language` with the shell's common texts, where the finding messages live. */
async function renderConfigurator(language: 'de' | 'en' | 'pl') {
  const view = await renderPage(<ConfiguratorPage />, language);
  view.i18n.addResourceBundle(language, 'common', commonResources[language]?.common ?? {});
  return view;
}

async function configure(
  labels: { material: string; thickness: string; holes: string; pattern: string; diameter: string },
  materialId: number,
  thickness: number,
  holeDiameter?: string,
) {
  const material = screen.getByLabelText(labels.material) as HTMLSelectElement;
  await waitFor(() => expect(material.disabled).toBe(false), settled);
  fireEvent.change(material, { target: { value: String(materialId) } });
  const select = screen.getByLabelText(labels.thickness) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false), settled);
  fireEvent.change(select, { target: { value: String(thickness) } });
  if (holeDiameter !== undefined) {
    fireEvent.click(screen.getByRole('tab', { name: labels.holes }));
    fireEvent.change(screen.getByLabelText(labels.pattern), { target: { value: 'corners' } });
    fireEvent.change(screen.getByLabelText(labels.diameter), { target: { value: holeDiameter } });
  }
}

const marks = (code: string) =>
  screen.getByTestId('design-preview').querySelectorAll(`g[data-finding="${code}"]`);
const findingList = () => screen.getByTestId('design-findings');

afterEach(cleanup);

describe('ConfiguratorPage manufacturability', () => {
  it('checks nothing until a material and thickness are chosen', async () => {
    stubShopApi();
    await renderConfigurator('de');
    fireEvent.click(screen.getByRole('tab', { name: 'Löcher' }));
    fireEvent.change(screen.getByLabelText('Lochmuster'), { target: { value: 'corners' } });
    fireEvent.change(screen.getByLabelText('Lochdurchmesser (mm)'), { target: { value: '2' } });
    expect(marks('hole_too_small')).toHaveLength(0);
    expect(screen.queryByTestId('design-findings')).toBeNull();
  });

  it('rings every too small hole in 5 mm steel and lists them once, without blocking the cart', async () => {
    stubShopApi();
    await renderConfigurator('de');
    await configure(
      {
        material: 'Material',
        thickness: 'Dicke (mm)',
        holes: 'Löcher',
        pattern: 'Lochmuster',
        diameter: 'Lochdurchmesser (mm)',
      },
      2,
      5,
      '2',
    );
    const holeMarks = marks('hole_too_small');
    expect(holeMarks).toHaveLength(4);
    const first = holeMarks[0] as Element;
    expect(first.querySelector('title')?.textContent).toBe('Loch zu klein');
    // a hole of Ø 2 mm: the ring reaches beyond its 1 mm radius
    expect(Number(first.querySelector('circle')?.getAttribute('r'))).toBeGreaterThan(1);
    const list = within(findingList());
    expect(list.getByText('Hinweise zur Fertigung')).toBeTruthy();
    expect(list.getByText('4 × Loch zu klein')).toBeTruthy();
    expect(list.getByText(': Ø 2 mm, mindestens 5 mm')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Zum Warenkorb' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    // a hole as large as the sheet is thick is fine: marks and list go
    fireEvent.change(screen.getByLabelText('Lochdurchmesser (mm)'), { target: { value: '5' } });
    expect(marks('hole_too_small')).toHaveLength(0);
    expect(screen.queryByTestId('design-findings')).toBeNull();
  });

  it('outlines a part larger than the sheet in English and keeps it out of the cart', async () => {
    stubShopApi();
    await renderConfigurator('en');
    await configure(
      {
        material: 'Material',
        thickness: 'Thickness (mm)',
        holes: 'Holes',
        pattern: 'Hole pattern',
        diameter: 'Hole diameter (mm)',
      },
      3,
      3,
    );
    const outline = marks('part_too_large');
    expect(outline).toHaveLength(1);
    expect((outline[0] as Element).querySelector('circle')).toBeNull();
    expect((outline[0] as Element).querySelector('path')?.getAttribute('stroke-dasharray')).toBe(
      '6 4',
    );
    expect(within(findingList()).getByText('Part larger than the largest sheet')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(/^This part cannot be made as drawn\. Please change it:/)).toBeTruthy();
  });

  it('takes the stainless factor 1.5 from the name when the material has no rules, in Polish', async () => {
    stubShopApi();
    await renderConfigurator('pl');
    await configure(
      {
        material: 'Materiał',
        thickness: 'Grubość (mm)',
        holes: 'Otwory',
        pattern: 'Układ otworów',
        diameter: 'Średnica otworu (mm)',
      },
      4,
      3,
      '4',
    );
    expect(marks('hole_too_small')).toHaveLength(4);
    const list = within(findingList());
    expect(list.getByText('4 × Otwór za mały')).toBeTruthy();
    expect(list.getByText(': Ø 4 mm, co najmniej 4,5 mm')).toBeTruthy();
  });
});
