import { describe, expect, it } from '@jest/globals';
import { seedCategories } from './seed-categories.js';
import { seedProducts, type SeedProduct } from './seed-products.js';
import { decimal, roundBar } from './product-texts.js';

const products = seedProducts();
const bySku = (sku: string): SeedProduct => {
  const product = products.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`no seed product ${sku}`);
  return product;
};
const names = (sku: string) => {
  const { name, nameEn, namePl } = bySku(sku);
  return [name, nameEn, namePl];
};

describe('the name patterns', () => {
  it('write decimals with a comma in German and Polish and a dot in English', () => {
    expect([decimal('de', 2.6), decimal('en', 2.6), decimal('pl', 2.6)]).toEqual([
      '2,6',
      '2.6',
      '2,6',
    ]);
    expect(roundBar.name(20, 'S235JR')).toEqual({
      de: 'Rundstahl Ø 20 mm S235JR',
      en: 'Round bar Ø 20 mm S235JR',
      pl: 'Pręt okrągły Ø 20 mm S235JR',
    });
  });

  it("give the seeded products the trade's names in German, English and Polish", () => {
    expect(names('RD-20-S235JR-W-6000')).toEqual([
      'Rundstahl Ø 20 mm S235JR',
      'Round bar Ø 20 mm S235JR',
      'Pręt okrągły Ø 20 mm S235JR',
    ]);
    expect(names('RR-21.3x2-S235JR-6000')).toEqual([
      'Rundrohr 21,3 × 2 mm S235JR',
      'Round tube 21.3 × 2 mm S235JR',
      'Rura okrągła 21,3 × 2 mm S235JR',
    ]);
    expect(names('FL-40x10-S235JR-6000')).toEqual([
      'Flachstahl 40 × 10 mm S235JR',
      'Flat bar 40 × 10 mm S235JR',
      'Płaskownik 40 × 10 mm S235JR',
    ]);
    expect(names('L-50x50x5-S235JR-6000')).toEqual([
      'Winkelstahl L 50x50x5 mm S235JR',
      'Angle L 50x50x5 mm S235JR',
      'Kątownik L 50x50x5 mm S235JR',
    ]);
    expect(names('IPE-200-S235JR-6000')).toEqual([
      'IPE 200 S235JR',
      'IPE 200 S235JR',
      'Dwuteownik IPE 200 S235JR',
    ]);
    expect(names('BL-SCH-2-1000x2000-S235JR')).toEqual([
      'Schwarzblech 2 × 1000 × 2000 mm S235JR',
      'Hot-rolled black sheet 2 × 1000 × 2000 mm S235JR',
      'Blacha czarna 2 × 1000 × 2000 mm S235JR',
    ]);
    expect(names('HP-40x20x2-6000')).toEqual([
      'Rechteckrohr 40 × 20 × 2 mm S235JRH',
      'Rectangular hollow section 40 × 20 × 2 mm S235JRH',
      'Profil zamknięty prostokątny 40 × 20 × 2 mm S235JRH',
    ]);
  });

  it('translate the descriptions with the numbers written as each language does', () => {
    const ipe = bySku('IPE-200-S235JR-6000');
    expect(ipe.description).toBe('IPE 200 nach EN 10365, S235JR, 22,4 kg/m, Länge 6000 mm.');
    expect(ipe.descriptionEn).toBe('IPE 200 beam to EN 10365, S235JR, 22.4 kg/m, length 6000 mm.');
    expect(ipe.descriptionPl).toBe(
      'Dwuteownik IPE 200 wg EN 10365, S235JR, 22,4 kg/m, długość 6000 mm.',
    );
  });

  it('name every round bar "Round bar" in English and "Pręt okrągły" in Polish', () => {
    const roundBars = products.filter((product) => product.category === 'rundstaebe');
    expect(roundBars.length).toBeGreaterThan(50);
    for (const product of roundBars) {
      expect(product.nameEn).toMatch(/^Round bar Ø /);
      expect(product.namePl).toMatch(/^Pręt okrągły Ø /);
    }
  });

  it('leave no German word in an English or Polish name or description', () => {
    const german = /stahl|blech|rohr|länge|nach |gezogen|warmgewalzt|Winkel|Träger|Matte/i;
    for (const product of products) {
      for (const text of [
        product.nameEn,
        product.namePl,
        product.descriptionEn,
        product.descriptionPl,
      ]) {
        expect(text).not.toMatch(german);
      }
    }
  });
});

describe('the category texts', () => {
  it('name the categories and subcategories in the three languages', () => {
    const sheets = seedCategories.find((category) => category.slug === 'bleche');
    expect([sheets?.name, sheets?.nameEn, sheets?.namePl]).toEqual(['Bleche', 'Sheets', 'Blachy']);
    expect(sheets?.subcategoryLabels['Schwarzbleche']).toEqual({
      en: 'Hot-rolled black sheets',
      pl: 'Blachy czarne',
    });
    const beams = seedCategories.find((category) => category.slug === 'i-traeger');
    expect([beams?.nameEn, beams?.namePl]).toEqual(['I-beams', 'Dwuteowniki']);
    const rounds = seedCategories.find((category) => category.slug === 'rundstaebe');
    expect(rounds?.subcategoryLabels['gezogen oder geschält']).toEqual({
      en: 'drawn or peeled',
      pl: 'ciągniony lub łuszczony',
    });
  });

  it('label every subcategory and translate every text', () => {
    for (const category of seedCategories) {
      expect(Object.keys(category.subcategoryLabels)).toEqual(category.subcategories);
      for (const text of [
        category.nameEn,
        category.namePl,
        category.descriptionEn,
        category.descriptionPl,
      ]) {
        expect(text).not.toBe('');
      }
      expect(category.descriptionEn).not.toBe(category.description);
      expect(category.descriptionPl).not.toBe(category.description);
    }
  });
});
