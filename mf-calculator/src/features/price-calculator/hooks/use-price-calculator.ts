import { useCallback, useMemo, useState } from 'react';
import type { CalculatePriceResponse } from '@shop/contracts';
import { useCalculatedPrice } from '../api/calculate-price';
import { useDebouncedValue } from './use-debounced-value';
import {
  validatePriceInputs,
  type PriceInputField,
  type PriceInputs,
} from './validate-price-inputs';

/** Typing '1000' should cost one request, not four. */
export const PRICE_REQUEST_DEBOUNCE_MS = 300;

export type PriceState =
  | { status: 'incomplete' }
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; result: CalculatePriceResponse };

const emptyInputs: PriceInputs = { materialId: '', width: '', height: '', thickness: '' };

/**
 * The calculator's state machine: inputs, their validation, and the price
 * that belongs to exactly the current inputs. A result for older inputs is never shown: while
 * the inputs settle or the request runs, the state is 'pending'.
 */
export function usePriceCalculator() {
  const [inputs, setInputs] = useState<PriceInputs>(emptyInputs);
  const [touchedFields, setTouchedFields] = useState<ReadonlySet<PriceInputField>>(new Set());
  const { request, fieldMessages } = useMemo(
    () => validatePriceInputs(inputs, touchedFields),
    [inputs, touchedFields],
  );
  const debouncedRequest = useDebouncedValue(request, PRICE_REQUEST_DEBOUNCE_MS);
  const price = useCalculatedPrice(debouncedRequest);

  const priceState = useMemo((): PriceState => {
    if (request === null) return { status: 'incomplete' };
    if (debouncedRequest !== request) return { status: 'pending' };
    if (price.isError) return { status: 'error' };
    if (price.data === undefined) return { status: 'pending' };
    return { status: 'success', result: price.data };
  }, [request, debouncedRequest, price.isError, price.data]);

  // A thickness belongs to one material's price rows, so a new material starts without one.
  const setMaterialId = useCallback(
    (materialId: string) => setInputs((current) => ({ ...current, materialId, thickness: '' })),
    [],
  );
  const setField = useCallback((field: 'width' | 'height' | 'thickness', value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setTouchedFields((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  return {
    inputs,
    fieldMessages,
    priceState,
    setMaterialId,
    setWidth: useCallback((value: string) => setField('width', value), [setField]),
    setHeight: useCallback((value: string) => setField('height', value), [setField]),
    setThickness: useCallback((value: string) => setField('thickness', value), [setField]),
  };
}
