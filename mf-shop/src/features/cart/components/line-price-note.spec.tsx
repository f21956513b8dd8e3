import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { SheetCartLine } from '@shop/contracts';
import { renderPage } from '@shop/ui/testing';
import { LinePriceNote } from './line-price-note';

const sheet: SheetCartLine = {
  id: '0b6c2f4e-8d7a-4a53-9f65-1f0e5c7b9a01',
  kind: 'sheet',
  quantity: 1,
  totalPrice: '23.60',
  unitPrice: '23.60',
  lineTotal: '23.60',
  isCustomDesign: false,
  materialId: 2,
  materialName: 'Stahl S235',
  width: 1000,
  height: 500,
  thickness: 3,
  pricePerM2: '40.00',
};

afterEach(cleanup);

describe('cart line price note', () => {
  it('says nothing for a line at the price it was added at', async () => {
    const { container } = await renderPage(<LinePriceNote line={sheet} />);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['de', 'Preis aktualisiert', /vorher 18,05/],
    ['en', 'Price updated', /was €18\.05/],
    ['pl', 'Cena zaktualizowana', /wcześniej 18,05/],
  ] as const)('tells in %s that a stale price was replaced', async (language, note, before) => {
    await renderPage(
      <LinePriceNote line={{ ...sheet, priceChanged: true, previousUnitPrice: '18.05' }} />,
      language,
    );
    expect(screen.getByRole('status').textContent).toContain(note);
    expect(screen.getByRole('status').textContent).toMatch(before);
  });

  it.each([
    ['de', 'Nicht mehr erhältlich'],
    ['en', 'No longer available'],
    ['pl', 'Niedostępne'],
  ] as const)('tells in %s that a line can no longer be priced', async (language, note) => {
    await renderPage(<LinePriceNote line={{ ...sheet, unavailable: true }} />, language);
    expect(screen.getByRole('status').textContent).toContain(note);
  });
});
