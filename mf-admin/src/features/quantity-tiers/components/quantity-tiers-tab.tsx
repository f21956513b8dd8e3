import { AlertMessage, Card, Spinner, useQuantityTiers } from '@shop/ui';
import type { QuantityTiersResponse } from '@shop/contracts';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { QuantityTiersForm } from './quantity-tiers-form';

/**
 * The quantity discounts: from a number of pieces of one line on, cut parts cost a percentage
 * less. The admin edits the whole list and saves it at once.
 */
export function QuantityTiersTab() {
  const { t } = useAdminTranslation();
  const tiers = useQuantityTiers();
  return (
    <Card as="section" aria-labelledby="quantity-tiers-title" className="admin:p-5 admin:sm:p-6">
      <h2 id="quantity-tiers-title" className="admin:text-lg admin:font-semibold">
        {t('quantityTiers.title')}
      </h2>
      <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
        {t('quantityTiers.description')}
      </p>
      <div className="admin:mt-4">
        {tiers.isPending ? (
          <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
            <Spinner />
            {t('quantityTiers.loading')}
          </p>
        ) : tiers.isError ? (
          <AlertMessage>{t('quantityTiers.loadFailed')}</AlertMessage>
        ) : (
          <QuantityTiersForm key={formKey(tiers.data)} stored={tiers.data} />
        )}
      </div>
    </Card>
  );
}

/** A new form for each stored list, so a save or another admin's change shows what is stored. */
function formKey({ tiers }: QuantityTiersResponse): string {
  return tiers.map((tier) => `${tier.minQuantity}:${tier.discountPercent}`).join(',');
}
