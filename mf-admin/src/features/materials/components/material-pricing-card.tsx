import type { Material } from '@shop/contracts';
import { AlertMessage, Card, Spinner, useMaterialPrices } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { AddThicknessForm } from './add-thickness-form';
import { AdjustPricesForm } from './adjust-prices-form';
import { ManufacturingForm } from './manufacturing-form';
import { PriceRowForm } from './price-row-form';
import { RemoveMaterialButton } from './remove-material-button';

/**
 * One material: its thickness rows with their prices, adjusting them all by a percentage, adding a
 * thickness, removing the material.
 */
export function MaterialPricingCard({ material }: { material: Material }) {
  const { t } = useAdminTranslation();
  const prices = useMaterialPrices(material.id);
  const titleId = `material-${material.id}-title`;

  return (
    <Card as="section" aria-labelledby={titleId} className="admin:p-5 admin:sm:p-6">
      <div className="admin:flex admin:items-start admin:justify-between admin:gap-3">
        <div className="admin:min-w-0">
          {/* Focusable from script: focus lands here when one of its rows is removed. */}
          <h3
            id={titleId}
            tabIndex={-1}
            className="admin:text-lg admin:font-semibold admin:outline-none"
          >
            {material.displayName}
          </h3>
          <p className="admin:mt-0.5 admin:font-mono admin:text-xs admin:break-all admin:text-muted-foreground">
            {t('materials.systemName', { name: material.name })}
          </p>
        </div>
        <RemoveMaterialButton material={material} priceRowCount={prices.data?.length ?? 0} />
      </div>

      <div className="admin:mt-4">
        {prices.isPending ? (
          <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
            <Spinner />
            {t('prices.loading')}
          </p>
        ) : prices.isError ? (
          <AlertMessage>{t('prices.loadFailed')}</AlertMessage>
        ) : prices.data.length === 0 ? (
          <p className="admin:text-sm admin:text-muted-foreground">{t('prices.empty')}</p>
        ) : (
          <>
            <div
              aria-hidden="true"
              className="admin:hidden admin:gap-x-3 admin:border-b admin:border-border admin:pb-2 admin:text-xs admin:font-semibold admin:tracking-wide admin:text-muted-foreground admin:uppercase admin:sm:grid admin:sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)_11.5rem]"
            >
              <span>{t('prices.thickness')}</span>
              <span>{t('prices.pricePerM2')}</span>
              <span>{t('prices.cuttingLineCost')}</span>
              <span />
            </div>
            <ul className="admin:divide-y admin:divide-border">
              {prices.data.map((row) => (
                <li key={row.id}>
                  <PriceRowForm material={material} row={row} />
                </li>
              ))}
            </ul>
            <AdjustPricesForm material={material} rows={prices.data} />
          </>
        )}
      </div>

      <AddThicknessForm material={material} />
      <ManufacturingForm material={material} />
    </Card>
  );
}
