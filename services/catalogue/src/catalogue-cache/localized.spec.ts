import { describe, expect, it } from '@jest/globals';
import type { Product } from '@shop/contracts';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { localizedCategory, localizedProduct, type StoredCategory } from './localized.js';

const stored: Product = {
  id: 1,
  name: 'Rundstahl Ø 20 mm S235JR',
  nameEn: 'Round bar Ø 20 mm S235JR',
  description: 'Warmgewalzter Rundstahl nach EN 10060.',
  descriptionPl: 'Pręt okrągły walcowany na gorąco wg EN 10060.',
  category: 'rundstaebe',
  productType: 'rundstab',
  unit: 'Stück',
  inStock: true,
  price: '17.43',
};

const rounds: StoredCategory = {
  slug: 'rundstaebe',
  name: 'Rundstäbe',
  nameEn: 'Round bars',
  namePl: '',
  description: 'Rundstahl.',
  image: 'round-bar',
  subcategories: ['gezogen oder geschält', 'Rundstahl warmgewalzt'],
  subcategoryLabels: { 'gezogen oder geschält': { en: 'drawn or peeled', pl: '' } },
  productType: 'rundstab',
};

describe('localized catalogue texts', () => {
  it('give a product its texts in the language, German where a translation is missing', () => {
    const english = localizedProduct(stored, 'en');
    expect(english.name).toBe('Round bar Ø 20 mm S235JR');
    expect(english.description).toBe('Warmgewalzter Rundstahl nach EN 10060.');
    const polish = localizedProduct(stored, 'pl');
    expect(polish.name).toBe('Rundstahl Ø 20 mm S235JR');
    expect(polish.description).toBe('Pręt okrągły walcowany na gorąco wg EN 10060.');
    // The shop's reads never carry the stored translations themselves.
    expect(Object.keys(english)).not.toEqual(expect.arrayContaining(['nameEn']));
    expect(english).not.toHaveProperty('descriptionPl');
  });

  it('label each subcategory in the language, an empty label showing the German value', () => {
    expect(localizedCategory(rounds, 'en')).toMatchObject({
      name: 'Round bars',
      subcategoryLabels: {
        'gezogen oder geschält': 'drawn or peeled',
        'Rundstahl warmgewalzt': 'Rundstahl warmgewalzt',
      },
    });
    expect(localizedCategory(rounds, 'pl')).toMatchObject({
      name: 'Rundstäbe',
      subcategoryLabels: { 'gezogen oder geschält': 'gezogen oder geschält' },
    });
  });

  it('keep one view per language and the stored product for the admin', () => {
    const snapshot = new CatalogueSnapshot({ categories: [rounds], products: [stored] });
    expect(snapshot.in('en').product(1)?.name).toBe('Round bar Ø 20 mm S235JR');
    expect(snapshot.in('en').productsOf('rundstaebe')?.[0]?.name).toBe('Round bar Ø 20 mm S235JR');
    expect(snapshot.in(undefined).product(1)?.name).toBe('Rundstahl Ø 20 mm S235JR');
    expect(snapshot.in('en').category('rundstaebe')?.productCount).toBe(1);
    expect(snapshot.stored(1)).toEqual(stored);
    expect(Object.isFrozen(snapshot.in('pl').products[0])).toBe(true);
  });
});
