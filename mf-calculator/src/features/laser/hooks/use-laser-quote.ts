import { useState } from 'react';
import { ApiError, showToast, useCartMutation } from '@shop/ui';
import type { LaserQuoteResponse } from '@shop/contracts';
import type { DxfFailure } from '@shop/part-geometry';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import {
  addLaserToCart,
  createLaserQuoteRequest,
  uploadLaserQuote,
  type LaserSelection,
} from '../api/laser-api';
import { laserServerErrorKey } from '../api/laser-errors';
import type { ReadFailure, ReadPart } from './use-dxf-file';
import type { LaserOrder } from './use-laser-order';

/**
 * The server's side of the quote: the cart and the e-mail request upload the file once, so the
 * server reads and prices it itself; its price is shown while it matches the current selection.
 */
export function useLaserQuote(
  part: ReadPart | null,
  order: Pick<LaserOrder, 'selection' | 'quantity' | 'priceRow'>,
  onReadFailure: (failure: ReadFailure) => void,
) {
  const { t } = useCalculatorTranslation();
  const { selection, quantity, priceRow } = order;
  const [quote, setQuote] = useState<{ file: File; response: LaserQuoteResponse } | null>(null);

  /** The stored quote for this file, uploading it once (with the selection, for the server price). */
  const ensureQuote = async (file: File): Promise<LaserQuoteResponse> => {
    if (quote?.file === file && (!selection || quote.response.price)) return quote.response;
    try {
      const response = await uploadLaserQuote(file, selection);
      setQuote({ file, response });
      return response;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body) {
        onReadFailure({
          code: error.body.code as DxfFailure['code'],
          hint: error.body.hint,
          line: error.body.line,
        });
      }
      throw error;
    }
  };

  const addToCart = useCartMutation(
    async (variables: { file: File; selection: LaserSelection }) => {
      const response = await ensureQuote(variables.file);
      return addLaserToCart({ quoteId: response.quoteId, ...variables.selection });
    },
  );

  const add = () => {
    if (!part || !selection) return;
    addToCart.mutate(
      { file: part.file, selection },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            title: t('laser.added'),
            description: t('laser.addedText', {
              quantity: selection.quantity,
              fileName: part.file.name,
            }),
          }),
        onError: (error) =>
          showToast({
            variant: 'error',
            title: t('laser.addFailedTitle'),
            description: t(laserServerErrorKey(error) ?? 'laser.addFailed'),
          }),
      },
    );
  };

  const sendRequest = async (email: string, message: string | undefined) => {
    if (!part) return;
    const response = await ensureQuote(part.file);
    return createLaserQuoteRequest(response.quoteId, {
      email,
      message,
      quantity: quantity ?? 1,
      ...(selection ? { materialId: selection.materialId, thickness: selection.thickness } : {}),
    });
  };

  const serverPrice =
    part &&
    quote?.file === part.file &&
    quote.response.price &&
    quote.response.price.quantity === quantity &&
    quote.response.price.thickness === priceRow?.thickness
      ? quote.response.price
      : null;

  return {
    add,
    adding: addToCart.isPending,
    sendRequest,
    serverPrice,
    /** Drops the stored quote, for a new file or a new start. */
    forget: () => setQuote(null),
  };
}

export type LaserQuote = ReturnType<typeof useLaserQuote>;
