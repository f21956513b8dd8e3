import { useState } from 'react';
import type { Category, ProductType } from '@shop/contracts';
import {
  checkProductForm,
  productFormFields,
  withCategory,
  type ProductFormMessages,
  type ProductFormValues,
} from './product-form-values';

/**
 * The product form's state: the values, and messages that appear after the first save attempt
 * and then follow every change. A server's field message (a 400's issues, a taken SKU) stays
 * until that field changes.
 */
export function useProductForm(
  initial: ProductFormValues,
  productTypeOf: (slug: string) => ProductType | undefined,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<ProductFormMessages>({});
  const check = checkProductForm(values, productTypeOf(values.category));
  const clientMessages = check.ok ? {} : check.messages;
  const messages: ProductFormMessages = submitted
    ? { ...serverMessages, ...clientMessages }
    : serverMessages;

  const forget = (field: keyof ProductFormValues) =>
    setServerMessages((current) => {
      if (!(field in current)) return current;
      const { [field as keyof ProductFormMessages]: _dropped, ...rest } = current;
      return rest;
    });

  return {
    values,
    messages,
    check,
    set: <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      forget(field);
    },
    setCategory: (category: Category | undefined) => {
      setValues((current) => withCategory(current, category));
      forget('category');
      forget('subcategory');
    },
    markSubmitted: () => setSubmitted(true),
    setServerMessages,
  };
}

/** Moves focus to the first field with a message, so a keyboard user lands on what to fix. */
export function focusFirstInvalid(idPrefix: string, messages: ProductFormMessages): void {
  const first = productFormFields.find((field) => messages[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
