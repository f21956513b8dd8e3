import { describe, expect, it } from '@jest/globals';
import type { ResolverOptions } from 'react-hook-form';
import { createLocaleFormats } from '@shop/ui';
import {
  dimensionFields,
  emptyProductForm,
  formValuesOf,
  productFormResolver,
  type ProductFormValues,
} from './product-form-values';

const options: ResolverOptions<ProductFormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};
const resolve = (values: ProductFormValues) =>
  productFormResolver(() => 'i_trager')(values, undefined, options);

describe('product form values', () => {
  it('offers the seven dimensions of the category parameters, in their order', () => {
    expect(dimensionFields).toEqual([
      'diameter',
      'side',
      'thickness',
      'width',
      'height',
      'wallThickness',
      'standardLength',
    ]);
  });

  it('shows a stored product with every number as its decimal string, with the German comma, and the rest empty', () => {
    const values = formValuesOf(
      {
        id: 7,
        name: 'IPE 200',
        category: 'i-traeger',
        subcategory: 'IPE',
        productType: 'i_trager',
        unit: 'Stück',
        inStock: false,
        price: '168.72',
        pricePerTon: '1255.00',
        height: '200.00',
      },
      createLocaleFormats('de'),
    );

    expect(values).toEqual({
      ...emptyProductForm,
      category: 'i-traeger',
      subcategory: 'IPE',
      material: '',
      name: 'IPE 200',
      inStock: false,
      price: '168,72',
      pricePerTon: '1255,00',
      height: '200,00',
    });
  });

  it('resolves a valid form to the save body: floats, the computed price, no empty fields', async () => {
    const result = await resolve({
      ...emptyProductForm,
      category: 'i-traeger',
      subcategory: 'IPE',
      name: ' IPE 220 ',
      height: '220',
      pricePerTon: '1250',
      weightPerPiece: '14.796',
      price: '99',
    });

    expect(result).toEqual({
      errors: {},
      values: {
        name: 'IPE 220',
        category: 'i-traeger',
        subcategory: 'IPE',
        material: 'S235',
        productType: 'i_trager',
        inStock: true,
        height: 220,
        pricePerTon: 1250,
        weightPerPiece: 14.796,
        price: 18.5,
      },
    });
  });

  it('names each field the contract refuses, and requires category and subcategory', async () => {
    const result = await resolve({
      ...emptyProductForm,
      name: '',
      width: 'not-a-number',
      price: '0',
    });

    expect(
      Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message])),
    ).toEqual({
      category: 'Required',
      subcategory: 'Required',
      name: 'Required',
      width: 'Must be a valid number',
      price: 'Must be greater than 0',
    });
    expect(result.values).toEqual({});
  });
});
