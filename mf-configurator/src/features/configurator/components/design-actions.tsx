import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturabilityFinding } from '@shop/contracts';
import {
  ApiError,
  Button,
  confirmedCodesOf,
  PartFindingsDialog,
  partRefusalOf,
  showToast,
  useFindingTitles,
} from '@shop/ui';
import { designMeasures, writeDesignDxf, type DesignParameters } from '@shop/part-geometry';
import { useAddDesignToCart, type AddDesignToCartBody } from '../api/add-design-to-cart';
import { downloadDesignDxf } from '../download-dxf';
import type { DesignPriceState } from '../hooks/use-design-price';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';

interface DesignActionsProps {
  /** Undefined while the schema refuses the design: then there is no DXF to download. */
  design: DesignParameters | undefined;
  materialId: number | null;
  thickness: number | null;
  priceState: DesignPriceState;
  /** Findings of the design that keep it out of the cart: the add button is off, with the reason. */
  blockingFindings?: readonly ManufacturabilityFinding[];
}

/** The card's buttons: 'App zurücksetzen', 'DXF herunterladen', 'Zum Warenkorb'. */
export function DesignActions({
  design,
  materialId,
  thickness,
  priceState,
  blockingFindings = [],
}: DesignActionsProps) {
  const { t } = useConfiguratorTranslation();
  const { t: tCommon } = useTranslation('common');
  const findingTitles = useFindingTitles();
  const addToCart = useAddDesignToCart();
  // A design the cart answered with warnings: what to send again once they are confirmed.
  const [toConfirm, setToConfirm] = useState<{
    body: AddDesignToCartBody;
    findings: ManufacturabilityFinding[];
  }>();
  const blocked = blockingFindings.length > 0;
  const blockedReason = blocked
    ? `${tCommon('manufacturability.blocked')} ${findingTitles(blockingFindings)}`
    : undefined;

  const download = () => {
    try {
      if (!design) throw new RangeError('The design is invalid');
      downloadDesignDxf(design);
      showToast({
        variant: 'success',
        title: t('toasts.dxfTitle'),
        description: t('toasts.dxfText'),
      });
    } catch {
      showToast({
        variant: 'error',
        title: t('toasts.dxfFailedTitle'),
        description: t('toasts.dxfFailed'),
      });
    }
  };

  const add = () => {
    if (materialId === null || thickness === null) {
      showToast({
        variant: 'error',
        title: t('toasts.missingTitle'),
        description: t('toasts.missing'),
      });
      return;
    }
    if (priceState.status !== 'priced' || !design) {
      showToast({
        variant: 'error',
        title: t('toasts.priceTitle'),
        description: t('toasts.price'),
      });
      return;
    }
    let dxfFile: string;
    try {
      dxfFile = writeDesignDxf(design);
    } catch {
      showToast({
        variant: 'error',
        title: t('toasts.priceTitle'),
        description: t('toasts.price'),
      });
      return;
    }
    const measures = designMeasures(design);
    const designParameters: DesignParameters = {
      ...design,
      dimensions: { ...design.dimensions, materialId, materialThickness: thickness },
    };
    send({
      materialId,
      thickness,
      width: measures.widthMm,
      height: measures.heightMm,
      pricePerM2: priceState.row.pricePerM2,
      totalPrice: priceState.price.totalPrice,
      quantity: 1,
      designParameters,
      dxfFile,
    });
  };

  const send = (body: AddDesignToCartBody) => {
    addToCart.mutate(body, {
      onSuccess: () => {
        setToConfirm(undefined);
        showToast({
          variant: 'success',
          title: t('toasts.addedTitle'),
          description: t('toasts.added'),
        });
      },
      onError: (error) => {
        const refusal = partRefusalOf(error);
        if (refusal?.kind === 'confirmation-required') {
          setToConfirm({ body, findings: refusal.findings });
          return;
        }
        setToConfirm(undefined);
        showToast({
          variant: 'error',
          title:
            refusal?.kind === 'not-manufacturable'
              ? tCommon('manufacturability.blockedTitle')
              : t('toasts.failedTitle'),
          description:
            refusal?.kind === 'not-manufacturable'
              ? `${tCommon('manufacturability.blocked')} ${findingTitles(refusal.findings)}`
              : (error instanceof ApiError && error.body?.message) || t('toasts.failed'),
        });
      },
    });
  };

  const cannotAdd = priceState.status !== 'priced';
  return (
    <div className="conf:flex conf:flex-col conf:gap-2 conf:sm:flex-row conf:sm:flex-wrap conf:sm:justify-end">
      <Button variant="outline" onClick={() => window.location.reload()}>
        {t('actions.reset')}
      </Button>
      <Button variant="outline" onClick={download}>
        {t('actions.downloadDxf')}
      </Button>
      <Button
        onClick={add}
        disabled={addToCart.isPending || blocked}
        aria-disabled={cannotAdd || addToCart.isPending || blocked}
        aria-busy={addToCart.isPending}
        aria-describedby={blocked ? 'design-blocked-reason' : undefined}
        className={cannotAdd ? 'conf:opacity-50' : undefined}
      >
        {addToCart.isPending ? t('actions.adding') : t('actions.addToCart')}
      </Button>
      {blockedReason && (
        <p
          id="design-blocked-reason"
          className="conf:text-sm conf:text-destructive conf:sm:basis-full conf:sm:text-right"
        >
          {blockedReason}
        </p>
      )}
      <PartFindingsDialog
        findings={toConfirm?.findings}
        pending={addToCart.isPending}
        onCancel={() => setToConfirm(undefined)}
        onConfirm={() => {
          if (toConfirm) {
            send({ ...toConfirm.body, confirmedFindings: confirmedCodesOf(toConfirm.findings) });
          }
        }}
      />
    </div>
  );
}
