import type { FieldErrors } from 'react-hook-form';
import type { ProductType } from '@shop/contracts';
import { useValidatedForm } from '../../../forms/use-validated-form';
import {
  productFormFields,
  productFormResolver,
  type ProductFormValues,
} from './product-form-values';

/**
 * The product form on react-hook-form, checked by the contract's save schema: messages appear
 * after the first save attempt and then follow every change. A server's field message (a 400's
 * issues, a taken SKU) stays until that field changes.
 */
export function useProductForm(
  initial: ProductFormValues,
  productTypeOf: (slug: string) => ProductType | undefined,
) {
  const form = useValidatedForm(initial, productFormResolver(productTypeOf), {
    shouldFocusError: false,
  });
  /** The values as they are now, for what the form derives from them (the price per piece). */
  const values = form.watch();
  return { ...form, values };
}

export type ProductFormApi = ReturnType<typeof useProductForm>;

/**
 * The price fields depend on one another (either price is required; with price per tonne and
 * weight the price per piece is computed): a change to one checks the others again.
 */
export const priceFieldDependencies = {
  pricePerTon: ['weightPerPiece', 'price'],
  weightPerPiece: ['pricePerTon', 'price'],
  price: ['pricePerTon', 'weightPerPiece'],
} as const;

/**
 * Moves focus to the first field with a message, so a keyboard user lands on what to fix. The
 * form's selects take no ref, so this goes by the fields' ids, in the form's order.
 */
export function focusFirstInvalid(idPrefix: string, errors: FieldErrors<ProductFormValues>): void {
  const first = productFormFields.find((field) => errors[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
