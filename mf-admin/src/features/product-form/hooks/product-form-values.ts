import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import {
  parseNumberInput,
  PRICE_REQUIRED_MESSAGE,
  PRICE_TOO_SMALL_MESSAGE,
  productNumericFields,
  productParameterKeys,
  productSaveBodySchema,
  type Category,
  type Product,
  type ProductNumericField,
  type ProductParameterKey,
  type ProductSaveBody,
  type ProductType,
} from '@shop/contracts';
import { piecesPerTon, pricePerPiece } from '@shop/shop-rules';
import type { LocaleFormats } from '@shop/ui';
import { toFieldMessage } from '../../../errors/field-messages';
import { fieldMessageOf } from '../../../forms/use-validated-form';

/** A dimension in mm: a product parameter a category page filters by that is also a number. */
export type DimensionField = Extract<ProductParameterKey, ProductNumericField>;

/** The dimension fields of the form, in the order of the category parameters. */
export const dimensionFields: readonly DimensionField[] = productParameterKeys.filter(
  (key): key is DimensionField => (productNumericFields as readonly string[]).includes(key),
);

/** What the form holds: the inputs' texts as typed; numbers are parsed only when saving. */
export interface ProductFormValues extends Record<ProductNumericField, string> {
  category: string;
  subcategory: string;
  /** One of the contracts' product materials, or '' for none. */
  material: string;
  /** German, required; the English and Polish texts fall back to it when left empty. */
  name: string;
  nameEn: string;
  namePl: string;
  description: string;
  descriptionEn: string;
  descriptionPl: string;
  sku: string;
  inStock: boolean;
}

/** Every field that can carry a message, in the form's order. */
export type ProductFormField = Exclude<keyof ProductFormValues, 'inStock'>;
export const productFormFields: readonly ProductFormField[] = [
  'category',
  'subcategory',
  'material',
  'name',
  'nameEn',
  'namePl',
  ...dimensionFields,
  'description',
  'descriptionEn',
  'descriptionPl',
  'pricePerTon',
  'weightPerPiece',
  'price',
  'sku',
];

/** A message of the form as an i18n key of the `admin` namespace plus its values. */
export interface ProductFieldMessage {
  key: string;
  values?: Record<string, number>;
}

/** A new product: in stock and of the first structural grade, everything else empty. */
export const emptyProductForm: ProductFormValues = {
  category: '',
  subcategory: '',
  material: 'S235',
  name: '',
  nameEn: '',
  namePl: '',
  diameter: '',
  side: '',
  thickness: '',
  width: '',
  height: '',
  wallThickness: '',
  standardLength: '',
  description: '',
  descriptionEn: '',
  descriptionPl: '',
  pricePerTon: '',
  weightPerPiece: '',
  price: '',
  sku: '',
  inStock: true,
};

/** The positive number in a field, or undefined when it is empty, unreadable or not above 0. */
function positiveNumberIn(text: string): number | undefined {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' && parsed.value > 0 ? parsed.value : undefined;
}

/**
 * With price per tonne and weight per piece both filled, the price per piece is
 * computed (by the shop rule, the one the catalogue service applies too) and no longer
 * typed. Undefined while one of the two is missing.
 */
export function computedPricePerPiece(values: ProductFormValues): number | undefined {
  const pricePerTon = positiveNumberIn(values.pricePerTon);
  const weightPerPiece = positiveNumberIn(values.weightPerPiece);
  if (pricePerTon === undefined || weightPerPiece === undefined) return undefined;
  return pricePerPiece(pricePerTon, weightPerPiece);
}

/** Pieces per tonne = 1000 / weight per piece, to four decimals. */
export function computedPiecesPerTon(values: ProductFormValues): number | undefined {
  const weightPerPiece = positiveNumberIn(values.weightPerPiece);
  return weightPerPiece === undefined ? undefined : piecesPerTon(weightPerPiece);
}

/**
 * What the price-per-piece input shows: the computed price (in the admin's language, '168,72')
 * when there is one, else the typed.
 */
export function shownPricePerPiece(values: ProductFormValues, formats: LocaleFormats): string {
  const computed = computedPricePerPiece(values);
  return computed === undefined ? values.price : formats.amountInput(computed);
}

/** Either price per tonne or price per piece is required. */
export function hasPrice(values: ProductFormValues): boolean {
  return values.pricePerTon.trim() !== '' || values.price.trim() !== '';
}

/**
 * The subcategories offered for the chosen category (they depend on it); a stored
 * subcategory the category no longer lists stays choosable, so editing does not drop it.
 */
export function subcategoryChoices(
  category: Category | undefined,
  current: string,
): readonly string[] {
  if (!category) return [];
  const choices = category.subcategories;
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

/** A new category: keeps the subcategory only when the new category has it too. */
export function withCategory(
  values: ProductFormValues,
  category: Category | undefined,
): ProductFormValues {
  const keeps = category?.subcategories.includes(values.subcategory) ?? false;
  return {
    ...values,
    category: category?.slug ?? '',
    subcategory: keeps ? values.subcategory : '',
  };
}

/**
 * A stored product as the form shows it: every number as the catalogue's decimal string, with
 * the admin's decimal separator ('168,72' in German).
 */
export function formValuesOf(product: Product, formats: LocaleFormats): ProductFormValues {
  const text = (value: string | undefined) => value ?? '';
  const values: ProductFormValues = {
    ...emptyProductForm,
    category: product.category,
    subcategory: text(product.subcategory),
    material: text(product.material),
    name: product.name,
    nameEn: text(product.nameEn),
    namePl: text(product.namePl),
    description: text(product.description),
    descriptionEn: text(product.descriptionEn),
    descriptionPl: text(product.descriptionPl),
    sku: text(product.sku),
    inStock: product.inStock,
  };
  for (const field of productNumericFields) {
    const stored = product[field];
    values[field] = stored === undefined ? '' : formats.decimalInput(stored);
  }
  return values;
}

const productMessages: Record<string, string> = {
  [PRICE_REQUIRED_MESSAGE]: 'productForm.priceMissing',
  'Required to compute the price per piece from pricePerTon': 'productForm.weightNeeded',
  [PRICE_TOO_SMALL_MESSAGE]: 'productForm.priceTooSmall',
  'At most three decimal places': 'productForm.tooManyDecimals3',
};

/**
 * A message of the contracts' product schema (or of the gateway's 400, which speaks the same
 * English) in the operator's language.
 */
export function toProductFieldMessage(message: string): ProductFieldMessage {
  const own = productMessages[message];
  return own ? { key: own } : toFieldMessage(message);
}

/** The message under a product field, if it has one. */
export function productFieldMessageOf(
  error: FieldError | undefined,
): ProductFieldMessage | undefined {
  return fieldMessageOf(error, toProductFieldMessage);
}

/**
 * What the save schema reads for the form's texts: numbers as floats, empty optional fields
 * absent, the computed price per piece when price per tonne and weight are given.
 */
export function saveBodyInputOf(
  values: ProductFormValues,
  productType: ProductType | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    name: values.name,
    category: values.category,
    inStock: values.inStock,
  };
  if (productType) input.productType = productType;
  const optionalTexts = [
    'subcategory',
    'material',
    'nameEn',
    'namePl',
    'description',
    'descriptionEn',
    'descriptionPl',
    'sku',
  ] as const;
  for (const field of optionalTexts) {
    if (values[field].trim() !== '') input[field] = values[field];
  }
  for (const field of productNumericFields) {
    const text = values[field].trim();
    // Unreadable stays in the body as text, so the schema names the field ('not a valid number').
    const parsed = parseNumberInput(text);
    if (text !== '') input[field] = parsed.kind === 'number' ? parsed.value : text;
  }
  const computed = computedPricePerPiece(values);
  if (computed !== undefined) input.price = computed;
  return input;
}

const resolveSaveBody = zodResolver(productSaveBodySchema);
type SaveBodyInput = Parameters<typeof resolveSaveBody>[0];

/**
 * Checks the form as the save button would, by the contract's save schema: category,
 * subcategory and name are required (the fields with an asterisk), either price is required,
 * every number is read by the schema. A valid form resolves to the body to send.
 */
export function productFormResolver(
  productTypeOf: (slug: string) => ProductType | undefined,
): Resolver<ProductFormValues, unknown, ProductSaveBody> {
  return async (values, context, options) => {
    const result = await resolveSaveBody(
      saveBodyInputOf(values, productTypeOf(values.category)) as SaveBodyInput,
      context,
      options as unknown as ResolverOptions<SaveBodyInput>,
    );
    const errors = { ...result.errors } as FieldErrors<ProductFormValues>;
    // The schema's words for these would be 'invalid value'; the form knows better.
    const required = { type: 'required', message: 'Required' } as const;
    if (values.category === '') errors.category = required;
    if (values.subcategory.trim() === '') errors.subcategory = required;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as ProductSaveBody, errors: {} };
  };
}
