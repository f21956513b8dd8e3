import { ApiError, Button, showToast } from '@shop/ui';
import { designMeasures, writeDesignDxf, type DesignParameters } from '@shop/part-geometry';
import { useAddDesignToCart } from '../api/add-design-to-cart';
import { downloadDesignDxf } from '../download-dxf';
import type { DesignPriceState } from '../hooks/use-design-price';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';

interface DesignActionsProps {
  /** Undefined while the schema refuses the design: then there is no DXF to download. */
  design: DesignParameters | undefined;
  materialId: number | null;
  thickness: number | null;
  priceState: DesignPriceState;
}

/** The card's buttons: 'App zurücksetzen', 'DXF herunterladen', 'Zum Warenkorb'. */
export function DesignActions({ design, materialId, thickness, priceState }: DesignActionsProps) {
  const { t } = useConfiguratorTranslation();
  const addToCart = useAddDesignToCart();

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
    addToCart.mutate(
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
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            title: t('toasts.addedTitle'),
            description: t('toasts.added'),
          }),
        onError: (error) =>
          showToast({
            variant: 'error',
            title: t('toasts.failedTitle'),
            description: (error instanceof ApiError && error.body?.message) || t('toasts.failed'),
          }),
      },
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
        disabled={addToCart.isPending}
        aria-disabled={cannotAdd || addToCart.isPending}
        aria-busy={addToCart.isPending}
        className={cannotAdd ? 'conf:opacity-50' : undefined}
      >
        {addToCart.isPending ? t('actions.adding') : t('actions.addToCart')}
      </Button>
    </div>
  );
}
