import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  confirmedCodesOf,
  partRefusalOf,
  showToast,
  useCartMutation,
  useFindingTitles,
} from '@shop/ui';
import {
  manufacturabilityFindingSchema,
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

  const { t: tCommon } = useTranslation('common');
  const findingTitles = useFindingTitles();
  /** The part the cart answered with warnings, to add again once the customer confirms them. */
  const [toConfirm, setToConfirm] = useState<{
    file: File;
    selection: LaserSelection;
    findings: ManufacturabilityFinding[];
  }>();

  const addToCart = useCartMutation(
    async (variables: {
      file: File;
      selection: LaserSelection;
      confirmedFindings?: Array<ManufacturabilityFinding['code']>;
    }) => {
      const response = await ensureQuote(variables.file);
      return addLaserToCart({
        quoteId: response.quoteId,
        ...variables.selection,
        ...(variables.confirmedFindings ? { confirmedFindings: variables.confirmedFindings } : {}),
      });
    },
  );

  const send = (variables: {
    file: File;
    selection: LaserSelection;
    confirmedFindings?: Array<ManufacturabilityFinding['code']>;
  }) => {
    const { file, selection: chosen } = variables;
    addToCart.mutate(variables, {
      onSuccess: () => {
        setToConfirm(undefined);
        showToast({
          variant: 'success',
          title: t('laser.added'),
          description: t('laser.addedText', { quantity: chosen.quantity, fileName: file.name }),
        });
      },
      onError: (error) => {
        const refusal = partRefusalOf(error);
        if (refusal?.kind === 'confirmation-required') {
          setToConfirm({ file, selection: chosen, findings: refusal.findings });
          return;
        }
        setToConfirm(undefined);
        showToast({
          variant: 'error',
          title:
            refusal?.kind === 'not-manufacturable'
              ? tCommon('manufacturability.blockedTitle')
              : t('laser.addFailedTitle'),
          description:
            refusal?.kind === 'not-manufacturable'
              ? `${tCommon('manufacturability.blocked')} ${findingTitles(refusal.findings)}`
              : t(laserServerErrorKey(error) ?? 'laser.addFailed'),
        });
      },
    });
  };

  const add = () => {
    if (!part || !selection) return;
    send({ file: part.file, selection });
  };

  /** The customer read the warnings and adds the part as it is. */
  const confirm = () => {
    if (!toConfirm) return;
    send({
      file: toConfirm.file,
      selection: toConfirm.selection,
      confirmedFindings: confirmedCodesOf(toConfirm.findings),
    });
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

  // The quote's findings are those of the material and thickness it was priced with.
  const quotedSelection =
    part &&
    quote?.file === part.file &&
    quote.response.price &&
    quote.response.price.thickness === priceRow?.thickness
      ? quote.response
      : null;

  return {
    /** The manufacturability findings of the current file's quote, each with its contour. */
    manufacturability: quotedSelection ? manufacturabilityOf(quotedSelection) : NO_FINDINGS,
    add,
    adding: addToCart.isPending,
    /** Warnings the customer is asked to confirm, while the dialog is open. */
    findingsToConfirm: toConfirm?.findings,
    confirm,
    cancelConfirm: () => setToConfirm(undefined),
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
