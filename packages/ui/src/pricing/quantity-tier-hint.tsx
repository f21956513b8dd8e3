import { formatCents, toCents } from '@shop/contracts';
import { discountedUnitCents } from '@shop/shop-rules';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { usePricingTranslation, useQuantityTiers } from './quantity-tiers-api.js';

/**
 * Under a calculator's price: what one piece costs at each quantity tier ('ab 10 Stück:
 * 2,23 € pro Stück'), by the shop rules' discount rule, so the cart charges exactly that.
 * Shows nothing without a unit price, without tiers, or while the tiers cannot be read.
 */
export function QuantityTierHint({ unitPrice }: { unitPrice: number | string | null | undefined }) {
  const { t } = usePricingTranslation();
  const formats = useLocaleFormats();
  const { data } = useQuantityTiers();
  if (unitPrice === null || unitPrice === undefined || !data?.tiers.length) return null;
  const unitCents = toCents(unitPrice);
  return (
    <div className="mt-3 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      <p className="font-medium text-card-foreground">{t('hintTitle')}</p>
      <ul className="mt-1 space-y-0.5 text-muted-foreground">
        {data.tiers.map((tier) => (
          <li key={tier.minQuantity}>
            {t('hintLine', {
              minQuantity: formats.count(tier.minQuantity),
              price: formats.money(
                formatCents(discountedUnitCents(unitCents, tier.discountPercent)),
              ),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
