import { useState } from 'react';
import { ApiError, showToast, useBlockedReason, usePartAdding } from '@shop/ui';
import {
  manufacturabilityFindingSchema,
  type ConfirmedFindings,
  type LaserQuoteResponse,
  type ManufacturabilityFinding,
} from '@shop/contracts';
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
import { useBrowserFindings } from './use-browser-findings';
import type { LaserOrder } from './use-laser-order';

/**
 * The server's side of the quote: the cart and the e-mail request upload the file once, so the
 * server reads and prices it itself; its price is shown while it matches the current selection.
 */
export function useLaserQuote(
  part: ReadPart | null,
  order: Pick<LaserOrder, 'selection' | 'selectedMaterial' | 'quantity' | 'priceRow'>,
  onReadFailure: (failure: ReadFailure) => void,
) {
  const { t } = useCalculatorTranslation();
  const blockedReason = useBlockedReason();
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

  const browserFindings = useBrowserFindings(part, order.selectedMaterial, priceRow?.thickness);
  const partAdding = usePartAdding(
    async ({
      file,
      selection: chosen,
      confirmedFindings,
    }: {
      file: File;
      selection: LaserSelection;
      confirmedFindings?: ConfirmedFindings;
    }) => {
      const response = await ensureQuote(file);
      return addLaserToCart({
        quoteId: response.quoteId,
        ...chosen,
        ...(confirmedFindings ? { confirmedFindings } : {}),
      });
    },
    {
      onAdded: ({ file, selection: chosen }) =>
        showToast({
          variant: 'success',
          title: t('laser.added'),
          description: t('laser.addedText', { quantity: chosen.quantity, fileName: file.name }),
        }),
      onFailed: (error) =>
        showToast({
          variant: 'error',
          title: t('laser.addFailedTitle'),
          description: t(laserServerErrorKey(error) ?? 'laser.addFailed'),
        }),
    },
  );

  const add = () => {
    if (!part || !selection) return;
    // warnings the browser found are confirmed before the file is even uploaded
    partAdding.add({ file: part.file, selection }, browserFindings ?? []);
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

  // The quote of this file in the chosen thickness: its findings are those of the material and
  // thickness it was priced with, its price that of the quantity it was priced for.
  const quotedSelection =
    part &&
    quote?.file === part.file &&
    quote.response.price &&
    quote.response.price.thickness === priceRow?.thickness
      ? quote.response
      : null;
  const serverPrice = quotedSelection?.price?.quantity === quantity ? quotedSelection.price : null;

  const manufacturability =
    browserFindings ?? (quotedSelection ? manufacturabilityOf(quotedSelection) : NO_FINDINGS);
  return {
    /** The part's manufacturability findings in the chosen material and thickness. */
    manufacturability,
    /** Why the part cannot go into the cart, when a finding is blocking. */
    blockedReason: blockedReason(manufacturability),
    add,
    adding: partAdding.adding,
    /** Warnings the customer is asked to confirm, while the dialog is open. */
    findingsToConfirm: partAdding.findingsToConfirm,
    confirm: partAdding.confirm,
    cancelConfirm: partAdding.cancel,
    sendRequest,
    serverPrice,
    /** Drops the stored quote, for a new file or a new start. */
    forget: () => setQuote(null),
  };
}

export type LaserQuote = ReturnType<typeof useLaserQuote>;

const NO_FINDINGS: readonly ManufacturabilityFinding[] = [];

/** The quote's findings that are manufacturability findings (the reader's own have no contour). */
function manufacturabilityOf(response: LaserQuoteResponse): ManufacturabilityFinding[] {
  const findings: ManufacturabilityFinding[] = [];
  for (const finding of response.findings) {
    const parsed = manufacturabilityFindingSchema.safeParse({
      code: finding.code,
      blocking: finding.severity === 'error',
      element: finding.element,
      position: finding.position,
      ...(finding.measuredMm !== undefined ? { measuredMm: finding.measuredMm } : {}),
      ...(finding.requiredMm !== undefined ? { requiredMm: finding.requiredMm } : {}),
    });
    if (parsed.success) findings.push(parsed.data);
  }
  return findings;
}
