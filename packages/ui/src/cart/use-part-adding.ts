import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartResponse, ConfirmedFindings, ManufacturabilityFinding } from '@shop/contracts';
import { showToast } from '../toast/toast.js';
import { useCartMutation } from './use-cart.js';
import { confirmedCodesOf, partRefusalOf, useBlockedReason } from './part-findings-dialog.js';

/**
 * Adding a part that may carry manufacturing findings (a designed part, a DXF part) to the cart.
 * Warnings the page found itself open the confirm dialog before anything is sent; the cart's own
 * 409 `confirmation_required` opens it with the server's findings. The confirmed codes go with
 * the second send. A part that cannot be made is refused with a toast naming why; any other
 * failure goes to `onFailed`.
 */
export function usePartAdding<Body extends object>(
  post: (body: Body & { confirmedFindings?: ConfirmedFindings }) => Promise<CartResponse>,
  { onAdded, onFailed }: { onAdded: (body: Body) => void; onFailed: (error: unknown) => void },
) {
  const { t } = useTranslation('common');
  const blockedReason = useBlockedReason();
  const mutation = useCartMutation(post);
  const [toConfirm, setToConfirm] = useState<{
    body: Body;
    findings: readonly ManufacturabilityFinding[];
  }>();

  const send = (body: Body, confirmedFindings?: ConfirmedFindings) => {
    mutation.mutate(confirmedFindings ? { ...body, confirmedFindings } : body, {
      onSuccess: () => {
        setToConfirm(undefined);
        onAdded(body);
      },
      onError: (error) => {
        const refusal = partRefusalOf(error);
        if (refusal?.kind === 'confirmation-required') {
          setToConfirm({ body, findings: refusal.findings });
          return;
        }
        setToConfirm(undefined);
        if (refusal?.kind === 'not-manufacturable') {
          showToast({
            variant: 'error',
            title: t('manufacturability.blockedTitle'),
            description: blockedReason(refusal.findings),
          });
          return;
        }
        onFailed(error);
      },
    });
  };

  return {
    /** Adds the part, asking first when `warnings` (found by the page) are not empty. */
    add: (body: Body, warnings: readonly ManufacturabilityFinding[] = []) => {
      if (warnings.length > 0) setToConfirm({ body, findings: warnings });
      else send(body);
    },
    adding: mutation.isPending,
    /** The warnings the dialog asks the customer to confirm, while it is open. */
    findingsToConfirm: toConfirm?.findings,
    /** The customer read the warnings and adds the part as it is. */
    confirm: () => {
      if (toConfirm) send(toConfirm.body, confirmedCodesOf(toConfirm.findings));
    },
    cancel: () => setToConfirm(undefined),
  };
}
