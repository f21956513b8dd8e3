import type { ManufacturabilityFinding } from '@shop/contracts';
import {
  ApiError,
  Button,
  PartFindingsDialog,
  showToast,
  useBlockedReason,
  usePartAdding,
} from '@shop/ui';
import { designMeasures, writeDesignDxf, type DesignParameters } from '@shop/part-geometry';
import { addDesignToCart } from '../api/add-design-to-cart';
import { downloadDesignDxf } from '../download-dxf';
import type { DesignPriceState } from '../hooks/use-design-price';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';

interface DesignActionsProps {
  /** Undefined while the schema refuses the design: then there is no DXF to download. */
  design: DesignParameters | undefined;
  materialId: number | null;
  thickness: number | null;
  priceState: DesignPriceState;
  /** The design's findings: blocking ones keep it out of the cart (the add button is off, with
   * the reason); warnings are confirmed in a dialog before it is sent. */
  findings?: readonly ManufacturabilityFinding[];
}

/** The card's buttons: 'App zurücksetzen', 'DXF herunterladen', 'Zum Warenkorb'. */
export function DesignActions({
  design,
  materialId,
  thickness,
  priceState,
  findings = [],
}: DesignActionsProps) {
  const { t } = useConfiguratorTranslation();
  const addToCart = usePartAdding(addDesignToCart, {
    onAdded: () =>
      showToast({
        variant: 'success',
        title: t('toasts.addedTitle'),
        description: t('toasts.added'),
      }),
    onFailed: (error) =>
      showToast({
        variant: 'error',
        title: t('toasts.failedTitle'),
        description: (error instanceof ApiError && error.body?.message) || t('toasts.failed'),
      }),
  });
  const blockedReason = useBlockedReason()(findings);
  const blocked = blockedReason !== undefined;

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
    addToCart.add(
      {
        materialId,
        thickness,
        width: measures.widthMm,
        height: measures.heightMm,
        pricePerM2: priceState.row.pricePerM2,
        totalPrice: priceState.price.totalPrice,
        quantity: 1,
        designParameters,
        dxfFile,
      },
      findings,
    );
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
        disabled={blocked}
        loading={addToCart.adding}
        // Still focusable while it cannot add, so a keyboard user hears why (the findings).
        aria-disabled={cannotAdd || addToCart.adding || blocked}
        aria-describedby={blocked ? 'design-blocked-reason' : undefined}
      >
        {addToCart.adding ? t('actions.adding') : t('actions.addToCart')}
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
        findings={addToCart.findingsToConfirm}
        pending={addToCart.adding}
        onCancel={addToCart.cancel}
        onConfirm={addToCart.confirm}
      />
    </div>
  );
}
