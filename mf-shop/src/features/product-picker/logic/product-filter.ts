/**
 * The category page's product picker as pure functions: which options a
 * parameter offers, which of them are still possible, and which product the selection resolves to.
 *
 * A category holds a few hundred products and the options must follow every click within one
 * frame, so the products are indexed once: per parameter and option value, a bit set of the
 * products having that value. Greying an option is then an AND of a handful of short bit sets
 * instead of a scan over all products for every option.
 */

/** A product as the picker sees it: its parameter values by field name (decimal strings or text). */
export type PickableProduct = Readonly<Record<string, unknown>>;

/** The chosen option per parameter key; an absent key is unset. */
export type Selection = Readonly<Partial<Record<string, string>>>;

interface IndexedParameter {
  readonly key: string;
  /** Option values in display order. */
  readonly options: readonly string[];
  /** Products having each option value, as a bit set over the product list. */
  readonly productsWith: ReadonlyMap<string, Uint32Array>;
}

export interface ProductFilterIndex<Product extends PickableProduct> {
  readonly products: readonly Product[];
  /** Only parameters at least one product has a value for ('every parameter with options'). */
  readonly parameters: readonly IndexedParameter[];
  /** Bit set with every product. */
  readonly allProducts: Uint32Array;
  /** Bit set with the products in stock (those not marked `inStock: false`). */
  readonly inStockProducts: Uint32Array;
}

export type Resolution<Product> =
  | { readonly status: 'incomplete' }
  | { readonly status: 'none' }
  | { readonly status: 'resolved'; readonly product: Product };

const numericValue = /^-?\d+(\.\d+)?$/;

/**
 * The option value of a product field: numbers as their shortest decimal ("6000.00" and "6000"
 * are one option), text trimmed; empty or missing gives undefined.
 */
export function optionValueOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return numericValue.test(text) ? String(Number(text)) : text;
}

function wordsFor(productCount: number): number {
  return Math.ceil(productCount / 32);
}

function compareOptions(order: readonly string[] | undefined) {
  return (left: string, right: string): number => {
    if (order) {
      const leftRank = order.indexOf(left);
      const rightRank = order.indexOf(right);
      if (leftRank !== rightRank) {
        if (leftRank === -1) return 1;
        if (rightRank === -1) return -1;
        return leftRank - rightRank;
      }
    }
    if (numericValue.test(left) && numericValue.test(right)) return Number(left) - Number(right);
    return left.localeCompare(right, 'de', { numeric: true });
  };
}

/**
 * Indexes `products` by the parameters `parameterKeys` (in card order). Numeric options sort
 * ascending, text options alphabetically, except where `optionOrder` gives an order (the
 * category's subcategory list, say).
 */
export function buildProductFilterIndex<Product extends PickableProduct>(
  products: readonly Product[],
  parameterKeys: readonly string[],
  optionOrder: Readonly<Partial<Record<string, readonly string[]>>> = {},
): ProductFilterIndex<Product> {
  const words = wordsFor(products.length);
  const allProducts = new Uint32Array(words);
  const inStockProducts = new Uint32Array(words);
  products.forEach((product, index) => {
    setBit(allProducts, index);
    if (product['inStock'] !== false) setBit(inStockProducts, index);
  });

  const parameters: IndexedParameter[] = [];
  for (const key of parameterKeys) {
    const productsWith = new Map<string, Uint32Array>();
    products.forEach((product, index) => {
      const value = optionValueOf(product[key]);
      if (value === undefined) return;
      let bits = productsWith.get(value);
      if (!bits) {
        bits = new Uint32Array(words);
        productsWith.set(value, bits);
      }
      setBit(bits, index);
    });
    if (productsWith.size === 0) continue;
    const options = [...productsWith.keys()].sort(compareOptions(optionOrder[key]));
    parameters.push({ key, options, productsWith });
  }
  return { products, parameters, allProducts, inStockProducts };
}

function setBit(bits: Uint32Array, index: number): void {
  bits[index >>> 5] = (bits[index >>> 5] ?? 0) | (1 << (index & 31));
}

function intersects(left: Uint32Array, right: Uint32Array): boolean {
  for (let word = 0; word < left.length; word++) {
    if (((left[word] ?? 0) & (right[word] ?? 0)) !== 0) return true;
  }
  return false;
}

/** Products matching every selection except the one of `skipKey` (all selections without it). */
function matchingProducts(
  index: ProductFilterIndex<PickableProduct>,
  selection: Selection,
  skipKey?: string,
): Uint32Array {
  const matches = index.allProducts.slice();
  for (const parameter of index.parameters) {
    if (parameter.key === skipKey) continue;
    const chosen = selection[parameter.key];
    if (chosen === undefined) continue;
    const bits = parameter.productsWith.get(chosen);
    for (let word = 0; word < matches.length; word++) {
      matches[word] = (matches[word] ?? 0) & (bits?.[word] ?? 0);
    }
  }
  return matches;
}

/**
 * The options still possible per parameter: an option is available when some product matches the
 * other parameters' selections plus that option; every other option is greyed out and disabled.
 */
export function availableOptions(
  index: ProductFilterIndex<PickableProduct>,
  selection: Selection,
): ReadonlyMap<string, ReadonlySet<string>> {
  const available = new Map<string, ReadonlySet<string>>();
  for (const parameter of index.parameters) {
    const others = matchingProducts(index, selection, parameter.key);
    available.set(
      parameter.key,
      new Set(
        parameter.options.filter((option) => {
          const bits = parameter.productsWith.get(option);
          return bits !== undefined && intersects(others, bits);
        }),
      ),
    );
  }
  return available;
}

/**
 * The possible options per parameter that lead only to products out of stock (with the other
 * parameters' selections): the customer sees that before choosing one, and may still choose it.
 */
export function outOfStockOptions(
  index: ProductFilterIndex<PickableProduct>,
  selection: Selection,
): ReadonlyMap<string, ReadonlySet<string>> {
  const outOfStock = new Map<string, ReadonlySet<string>>();
  for (const parameter of index.parameters) {
    const others = matchingProducts(index, selection, parameter.key);
    const inStock = others.map((word, position) => word & (index.inStockProducts[position] ?? 0));
    outOfStock.set(
      parameter.key,
      new Set(
        parameter.options.filter((option) => {
          const bits = parameter.productsWith.get(option);
          return bits !== undefined && intersects(others, bits) && !intersects(inStock, bits);
        }),
      ),
    );
  }
  return outOfStock;
}

/**
 * The product the selection picks: only once every parameter with options has a selection, and
 * then the first product (in list order) matching all of them.
 */
export function resolveProduct<Product extends PickableProduct>(
  index: ProductFilterIndex<Product>,
  selection: Selection,
): Resolution<Product> {
  if (index.parameters.some((parameter) => selection[parameter.key] === undefined)) {
    return { status: 'incomplete' };
  }
  const matches = matchingProducts(index, selection);
  for (let word = 0; word < matches.length; word++) {
    const bits = matches[word] ?? 0;
    if (bits === 0) continue;
    const product = index.products[word * 32 + (31 - Math.clz32(bits & -bits))];
    if (product) return { status: 'resolved', product };
  }
  return { status: 'none' };
}

/** One choice per parameter: ticking the chosen option again clears it. */
export function toggleOption(selection: Selection, key: string, option: string): Selection {
  const next: Partial<Record<string, string>> = { ...selection };
  if (next[key] === option) delete next[key];
  else next[key] = option;
  return next;
}
