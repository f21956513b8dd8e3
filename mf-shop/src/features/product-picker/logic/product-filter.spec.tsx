import { describe, expect, it } from '@jest/globals';
import {
  availableOptions,
  buildProductFilterIndex,
  optionValueOf,
  outOfStockOptions,
  resolveProduct,
  toggleOption,
  type Selection,
} from './product-filter';

type Beam = {
  id: number;
  subcategory?: string;
  material: string;
  height?: string;
  width?: string;
  standardLength?: string;
};

/** I-beams as the catalogue serves them: dimensions as decimal strings. */
const beams: Beam[] = [
  {
    id: 1,
    subcategory: 'IPE',
    material: 'S235',
    height: '100.00',
    width: '55',
    standardLength: '6000',
  },
  {
    id: 2,
    subcategory: 'IPE',
    material: 'S235',
    height: '120',
    width: '64',
    standardLength: '6000',
  },
  {
    id: 3,
    subcategory: 'IPE',
    material: 'S355',
    height: '120',
    width: '64',
    standardLength: '6000',
  },
  {
    id: 4,
    subcategory: 'HEA',
    material: 'S235',
    height: '96',
    width: '100',
    standardLength: '6000',
  },
  {
    id: 5,
    subcategory: 'HEA',
    material: 'S235',
    height: '96',
    width: '100',
    standardLength: '12000',
  },
  {
    id: 6,
    subcategory: 'HEB',
    material: 'S355',
    height: '100',
    width: '100',
    standardLength: '6000',
  },
];

const keys = ['subcategory', 'material', 'height', 'width', 'thickness', 'standardLength'];
const index = buildProductFilterIndex(beams, keys, { subcategory: ['IPE', 'HEA', 'HEB', 'IPN'] });

const optionsOf = (key: string) => index.parameters.find((parameter) => parameter.key === key);
const available = (selection: Selection, key: string) => [
  ...(availableOptions(index, selection).get(key) ?? []),
];

describe('option values', () => {
  it('treats decimal strings of the same number as one option', () => {
    expect(optionValueOf('100.00')).toBe('100');
    expect(optionValueOf('5.60')).toBe('5.6');
    expect(optionValueOf(6000)).toBe('6000');
  });

  it('has no option for empty or missing values', () => {
    expect(optionValueOf('')).toBeUndefined();
    expect(optionValueOf('  ')).toBeUndefined();
    expect(optionValueOf(undefined)).toBeUndefined();
    expect(optionValueOf(null)).toBeUndefined();
  });
});

describe('product filter index', () => {
  it('offers each distinct value once, numbers ascending, subcategories in the category order', () => {
    expect(optionsOf('subcategory')?.options).toEqual(['IPE', 'HEA', 'HEB']);
    expect(optionsOf('material')?.options).toEqual(['S235', 'S355']);
    expect(optionsOf('height')?.options).toEqual(['96', '100', '120']);
    expect(optionsOf('standardLength')?.options).toEqual(['6000', '12000']);
  });

  it('leaves out a parameter no product has a value for', () => {
    expect(index.parameters.map((parameter) => parameter.key)).toEqual([
      'subcategory',
      'material',
      'height',
      'width',
      'standardLength',
    ]);
  });
});

describe('available options', () => {
  it('offers every option while nothing is selected', () => {
    expect(available({}, 'height')).toEqual(['96', '100', '120']);
    expect(available({}, 'material')).toEqual(['S235', 'S355']);
  });

  it('greys out options no product matches together with the other selections', () => {
    const selection = { subcategory: 'IPE' };
    expect(available(selection, 'height')).toEqual(['100', '120']);
    expect(available(selection, 'width')).toEqual(['55', '64']);
    expect(available(selection, 'standardLength')).toEqual(['6000']);
  });

  it("keeps a parameter's own alternatives open: only the other selections count", () => {
    const selection = { subcategory: 'IPE', material: 'S355' };
    expect(available(selection, 'subcategory')).toEqual(['IPE', 'HEB']);
    expect(available(selection, 'material')).toEqual(['S235', 'S355']);
    expect(available(selection, 'height')).toEqual(['120']);
  });

  it('combines all other selections', () => {
    const selection = { material: 'S235', height: '96' };
    expect(available(selection, 'subcategory')).toEqual(['HEA']);
    expect(available(selection, 'standardLength')).toEqual(['6000', '12000']);
  });
});

describe('product resolution', () => {
  it('waits until every parameter with options is selected', () => {
    expect(
      resolveProduct(index, { subcategory: 'IPE', material: 'S235', height: '120', width: '64' }),
    ).toEqual({ status: 'incomplete' });
  });

  it('resolves the one product matching every selection', () => {
    expect(
      resolveProduct(index, {
        subcategory: 'IPE',
        material: 'S355',
        height: '120',
        width: '64',
        standardLength: '6000',
      }),
    ).toEqual({ status: 'resolved', product: beams[2] });
  });

  it('uses the first product when several match', () => {
    const twins = [
      { id: 10, material: 'S235', width: '40' },
      { id: 11, material: 'S235', width: '40' },
    ];
    const twinIndex = buildProductFilterIndex(twins, ['material', 'width']);
    expect(resolveProduct(twinIndex, { material: 'S235', width: '40' })).toEqual({
      status: 'resolved',
      product: twins[0],
    });
  });

  it('answers none when the complete selection matches no product', () => {
    expect(
      resolveProduct(index, {
        subcategory: 'HEB',
        material: 'S235',
        height: '120',
        width: '64',
        standardLength: '6000',
      }),
    ).toEqual({ status: 'none' });
  });

  it('finds products beyond the first 32 (several words of the bit set)', () => {
    const many = Array.from({ length: 300 }, (_, position) => ({
      id: position + 1,
      material: position % 2 === 0 ? 'S235' : 'S355',
      width: String(10 + position),
    }));
    const manyIndex = buildProductFilterIndex(many, ['material', 'width']);
    expect(resolveProduct(manyIndex, { material: 'S355', width: '299' })).toEqual({
      status: 'resolved',
      product: many[289],
    });
    expect(available({}, 'material')).toHaveLength(2);
    expect([...(availableOptions(manyIndex, { width: '41' }).get('material') ?? [])]).toEqual([
      'S355',
    ]);
  });
});

describe('toggling an option', () => {
  it('selects an option, replacing the earlier one of the same parameter', () => {
    expect(toggleOption({ material: 'S235' }, 'material', 'S355')).toEqual({ material: 'S355' });
  });

  it('clears the selection when the chosen option is ticked again', () => {
    expect(toggleOption({ material: 'S235', height: '96' }, 'material', 'S235')).toEqual({
      height: '96',
    });
  });
});

describe('options out of stock', () => {
  const stocked = buildProductFilterIndex(
    beams.map((beam) => ({ ...beam, inStock: beam.material !== 'S355' })),
    keys,
  );
  const outOfStock = (selection: Selection, key: string) => [
    ...(outOfStockOptions(stocked, selection).get(key) ?? []),
  ];

  it('marks an option whose every product is out of stock', () => {
    expect(outOfStock({}, 'material')).toEqual(['S355']);
    expect(outOfStock({}, 'subcategory')).toEqual(['HEB']);
  });

  it('follows the other selections: an option is marked once only stockless products remain', () => {
    expect(outOfStock({}, 'height')).toEqual([]);
    expect(outOfStock({ material: 'S355' }, 'height')).toEqual(['100', '120']);
    expect(outOfStock({ subcategory: 'IPE' }, 'material')).toEqual(['S355']);
  });

  it('marks nothing when every product is in stock, and never an impossible option', () => {
    expect(outOfStock({}, 'material')).not.toContain('S235');
    expect([...(outOfStockOptions(index, {}).get('material') ?? [])]).toEqual([]);
    expect(outOfStock({ subcategory: 'HEA' }, 'material')).toEqual([]);
  });
});
