import { describe, expect, it } from '@jest/globals';
import type { CartLine, OrderLine } from '@shop/contracts';
import { linesIn, withOrderLanguageNames } from './line-language.js';

const prices = { quantity: 2, unitPrice: '9.50', lineTotal: '19.00' };

const productItem: CartLine = {
  id: '0b6c2f4e-8d7a-4a53-9f65-1f0e5c7b9a01',
  kind: 'product',
  ...prices,
  totalPrice: '9.50',
  isCustomDesign: false,
  productId: 7,
  product: {
    name: 'Flachstahl 40 x 5 mm',
    description: 'S235JR, 6000 mm',
    translations: {
      en: { name: 'Flat bar 40 x 5 mm', description: 'S235JR, 6000 mm long' },
      pl: { name: 'Płaskownik 40 x 5 mm' },
    },
  },
};
const sheetItem: CartLine = {
  id: '5d3e9a1c-2b7f-4c86-8e14-7a9b0c3d2e02',
  kind: 'sheet',
  ...prices,
  totalPrice: '9.50',
  isCustomDesign: false,
  materialId: 2,
  materialName: 'Stahl S235',
  thickness: 3,
  width: 500,
  height: 400,
  pricePerM2: '28.90',
};

const frozen: OrderLine[] = [
  {
    position: 1,
    ...prices,
    kind: 'product',
    productId: 7,
    productName: 'Flachstahl 40 x 5 mm',
    productDescription: 'S235JR, 6000 mm',
  },
  {
    position: 2,
    ...prices,
    kind: 'sheet',
    materialId: 2,
    materialName: 'Stahl S235',
    thickness: 3,
    width: 500,
    height: 400,
  },
];

describe('lines in the customer language', () => {
  it("names the product by its line's translation and the material by pricing's name", () => {
    const lines = linesIn(frozen, [productItem, sheetItem], 'en', new Map([[2, 'Steel S235']]));
    expect(lines[0]).toMatchObject({
      productName: 'Flat bar 40 x 5 mm',
      productDescription: 'S235JR, 6000 mm long',
    });
    expect(lines[1]).toMatchObject({ materialName: 'Steel S235', lineTotal: '19.00' });
  });

  it('keeps German where there is no text: no material name, a line priced before translations', () => {
    const polish = linesIn(frozen, [productItem, sheetItem], 'pl', new Map());
    // the catalogue's translation already falls back to German: one without a description is
    // a product without one in that language
    const { productDescription: _german, ...withoutDescription } = frozen[0] as Extract<
      OrderLine,
      { kind: 'product' }
    >;
    expect(polish[0]).toEqual({ ...withoutDescription, productName: 'Płaskownik 40 x 5 mm' });
    expect(polish[1]).toEqual(frozen[1]);
    const { translations: _none, ...untranslated } = (
      productItem as Extract<CartLine, { kind: 'product' }>
    ).product;
    const old = linesIn(
      frozen,
      [{ ...productItem, product: untranslated }, sheetItem],
      'en',
      new Map(),
    );
    expect(old[0]).toEqual(frozen[0]);
  });

  it("keeps an order's German names and adds the ones the customer read beside them", () => {
    const lines = withOrderLanguageNames(
      frozen,
      [productItem, sheetItem],
      'en',
      new Map([[2, 'Steel S235']]),
    );
    expect(lines[0]).toEqual({
      ...frozen[0],
      inOrderLanguage: {
        productName: 'Flat bar 40 x 5 mm',
        productDescription: 'S235JR, 6000 mm long',
      },
    });
    expect(lines[1]).toEqual({ ...frozen[1], inOrderLanguage: { materialName: 'Steel S235' } });
    expect(withOrderLanguageNames(frozen, [productItem, sheetItem], 'de', new Map())).toEqual(
      frozen,
    );
  });
});
