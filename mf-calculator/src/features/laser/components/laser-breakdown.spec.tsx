import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { defaultDesignParameters, readDxf, writeDesignDxf } from '@shop/part-geometry';
import { priceLaserQuote } from '@shop/shop-rules';
import { renderPage } from '@shop/ui/testing';
import { LaserBreakdown } from './laser-breakdown';

afterEach(cleanup);

/** The configurator's DXF of a 100 x 50 mm plate with one 10 mm hole, priced as a laser quote. */
function plateWithOneHolePrice() {
  const design = defaultDesignParameters();
  design.dimensions.width = 100;
  design.dimensions.height = 50;
  design.holes = { ...design.holes, pattern: 'custom', diameter: 10, includeCenter: true };
  const read = readDxf(writeDesignDxf(design));
  if (!read.ok) throw new Error(read.message);
  // Stahl S235, 2 mm of the seed: 19.60 EUR/m², 0.75 EUR/m, 1.00 EUR per pierce.
  return priceLaserQuote(read.metrics, {
    pricePerM2: 19.6,
    cuttingLineCost: 0.75,
    holeCost: 1,
    quantity: 1,
  });
}

/** The text that describes a charge's row header (its aria-describedby). */
function coverOf(header: string): string {
  const th = screen.getByRole('rowheader', { name: header });
  const id = th.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('LaserBreakdown', () => {
  it('prices the same plate by the laser rule: 0.10 + 0.25 + 2.00 = 2.35 EUR', () => {
    // Bounding box 0.005 m² x 19.60 = 0.098 -> 0.10; outline 300 mm + hole 31.416 mm =
    // 0.331416 m x 0.75 = 0.2486 -> 0.25; 2 contours = 2 pierces x 1.00.
    expect(plateWithOneHolePrice()).toMatchObject({
      materialCost: 0.1,
      cuttingCost: 0.25,
      pierceCount: 2,
      pierceCost: 2,
      unitPrice: 2.35,
    });
  });

  it.each([
    [
      'de',
      ['Materialkosten', 'Schneidkosten', 'Einstichkosten', 'Preis pro Stück'],
      [
        'Umschließendes Rechteck des Teils × Preis pro m²',
        'Schnittlänge aller Konturen inkl. Löcher',
        'Ein Einstich je Kontur, auch für die Außenkontur',
      ],
    ],
    [
      'en',
      ['Material cost', 'Cutting cost', 'Pierce cost', 'Price per piece'],
      [
        'Bounding rectangle of the part × price per m²',
        'Cut length of every contour, holes included',
        'One pierce per contour, the outer contour included',
      ],
    ],
    [
      'pl',
      ['Koszt materiału', 'Koszt cięcia', 'Koszt przebić', 'Cena za sztukę'],
      [
        'Prostokąt opisany na detalu × cena za m²',
        'Długość cięcia wszystkich konturów, łącznie z otworami',
        'Jedno przebicie na każdy kontur, także na kontur zewnętrzny',
      ],
    ],
  ] as const)('says in %s what each charge covers', async (language, headers, covers) => {
    await renderPage(<LaserBreakdown price={plateWithOneHolePrice()} />, language);
    const [material, cutting, pierces, unit] = headers;
    expect(coverOf(material)).toBe(covers[0]);
    expect(coverOf(cutting)).toBe(covers[1]);
    expect(coverOf(pierces)).toBe(covers[2]);
    // The price per piece has no such line.
    expect(coverOf(unit)).toBe('');
    const unitCell = screen.getByRole('rowheader', { name: unit }).nextSibling;
    expect(unitCell?.textContent).toMatch(/2[.,]35/);
  });
});
