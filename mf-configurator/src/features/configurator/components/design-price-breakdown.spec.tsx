import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { defaultDesignParameters, priceDesign } from '@shop/part-geometry';
import { renderPage } from '@shop/ui/testing';
import { DesignPriceBreakdown } from './design-price-breakdown';

afterEach(cleanup);

/** A 100 x 50 mm plate with one 10 mm hole in its centre. */
function plateWithOneHole() {
  const design = defaultDesignParameters();
  design.dimensions.width = 100;
  design.dimensions.height = 50;
  design.dimensions.materialThickness = 2;
  design.holes = { ...design.holes, pattern: 'custom', diameter: 10, includeCenter: true };
  return design;
}

// Stahl S235, 2 mm of the seed: 19.60 EUR/m², 0.75 EUR/m, 1.00 EUR per hole.
const row = { id: 1, materialId: 2, thickness: 2, pricePerM2: 19.6, cuttingLineCost: 0.75 };

/** The text that describes a charge's row header (its aria-describedby). */
function coverOf(header: string): string {
  const th = screen.getByRole('rowheader', { name: header });
  const id = th.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('DesignPriceBreakdown', () => {
  it('prices the plate as the configurator rule says: 0.10 + 0.23 + 1.00 = 1.33 EUR', () => {
    // 0.005 m² x 19.60 = 0.098 -> 0.10; 0.3 m outline x 0.75 = 0.225 -> 0.23; 1 hole x 1.00.
    expect(priceDesign(plateWithOneHole(), { ...row, holeCost: 1 })).toMatchObject({
      materialCost: 0.1,
      cuttingCost: 0.23,
      holeCost: 1,
      totalPrice: 1.33,
    });
  });

  it.each([
    [
      'de',
      ['Materialkosten', 'Schnittkosten', 'Lochkosten', 'Gesamtpreis'],
      [
        'Fläche der Grundform × Preis pro m²',
        'Schnittlänge der Außenkontur (beim Ring mit Innenkreis); Löcher werden pro Stück berechnet',
        'Fester Preis je Loch, Schnitt und Einstich inbegriffen',
      ],
    ],
    [
      'en',
      ['Material cost', 'Cutting cost', 'Hole cost', 'Total price'],
      [
        'Area of the base shape × price per m²',
        'Cut length of the outer contour (with the inner circle of a washer); holes are charged per piece',
        'A fixed price per hole, its cut and pierce included',
      ],
    ],
    [
      'pl',
      ['Koszt materiału', 'Koszt cięcia', 'Koszt otworów', 'Cena całkowita'],
      [
        'Powierzchnia kształtu bazowego × cena za m²',
        'Długość cięcia konturu zewnętrznego (w podkładce z okręgiem wewnętrznym); otwory są liczone za sztukę',
        'Stała cena za otwór, z cięciem i przebiciem',
      ],
    ],
  ] as const)('says in %s what each charge covers', async (language, headers, covers) => {
    const price = priceDesign(plateWithOneHole(), { ...row, holeCost: 1 });
    await renderPage(
      <DesignPriceBreakdown
        state={{ status: 'priced', price, row: { ...row, version: 1 } }}
        holeCost={1}
      />,
      language,
    );
    const [material, cutting, holes, total] = headers;
    expect(coverOf(material)).toBe(covers[0]);
    expect(coverOf(cutting)).toBe(covers[1]);
    expect(coverOf(holes)).toBe(covers[2]);
    // The total and the measures have no such line.
    expect(coverOf(total)).toBe('');
    const totalCell = screen.getByRole('rowheader', { name: total }).nextSibling;
    expect(totalCell?.textContent?.replace(/\s/g, ' ')).toMatch(/1[.,]33/);
  });
});
