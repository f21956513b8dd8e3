import { useCallback, useMemo, useState } from 'react';
import {
  categoryParameterSets,
  type Category,
  type CategoryParameter,
  type Product,
} from '@shop/contracts';
import {
  availableOptions,
  buildProductFilterIndex,
  outOfStockOptions,
  resolveProduct,
  toggleOption,
  type Selection,
} from '../logic/product-filter';
import { parseQuantity } from './parse-quantity';

/** A parameter card: the parameter of the category's set and the options its products offer. */
export interface ParameterChoice {
  parameter: CategoryParameter;
  options: readonly string[];
  available: ReadonlySet<string>;
  /** Possible options that lead only to products out of stock. */
  outOfStock: ReadonlySet<string>;
  selected: string | undefined;
}

/**
 * The category page's state: one selection per parameter, greyed options, the resolved
 * product and the quantity. The products are indexed once per list, so a click only intersects
 * a few bit sets.
 */
export function useProductPicker(category: Category, products: readonly Product[]) {
  const parameterSet = categoryParameterSets[category.slug];
  const index = useMemo(
    () =>
      buildProductFilterIndex(
        products,
        parameterSet.map((parameter) => parameter.key),
        { subcategory: category.subcategories },
      ),
    [products, parameterSet, category.subcategories],
  );
  const [selection, setSelection] = useState<Selection>({});
  const [quantityText, setQuantityText] = useState('1');

  // Stable, so option checkboxes whose state did not change skip re-rendering.
  const toggle = useCallback(
    (key: string, option: string) => setSelection((current) => toggleOption(current, key, option)),
    [],
  );

  const available = useMemo(() => availableOptions(index, selection), [index, selection]);
  const outOfStock = useMemo(() => outOfStockOptions(index, selection), [index, selection]);
  const resolution = useMemo(() => resolveProduct(index, selection), [index, selection]);

  // Parameters no product has a value for have no card (and need no selection).
  const choices: ParameterChoice[] = parameterSet.flatMap((parameter) => {
    const indexed = index.parameters.find((candidate) => candidate.key === parameter.key);
    if (!indexed) return [];
    return [
      {
        parameter,
        options: indexed.options,
        available: available.get(parameter.key) ?? new Set<string>(),
        outOfStock: outOfStock.get(parameter.key) ?? new Set<string>(),
        selected: selection[parameter.key],
      },
    ];
  });

  return {
    choices,
    resolution,
    hasSelection: Object.keys(selection).length > 0,
    quantity: parseQuantity(quantityText),
    quantityText,
    setQuantityText,
    /** Invalid or empty input becomes 1 once the field is left. */
    commitQuantity: () => setQuantityText(String(parseQuantity(quantityText))),
    toggle,
    reset: () => {
      setSelection({});
      setQuantityText('1');
    },
  };
}

export type ProductPicker = ReturnType<typeof useProductPicker>;
