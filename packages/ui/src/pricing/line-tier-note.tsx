import type { LineTier } from '@shop/contracts';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { usePricingTranslation } from './quantity-tiers-api.js';

/**
 * Under a cart, checkout or order line priced with a quantity discount: its tier and what it
 * saves ('ab 10 Stück −5 % · Sie sparen 1,20 €'). Nothing for a line without a tier.
 */
export function LineTierNote({
  tier,
  saving,
  className = '',
}: {
  tier: LineTier | null | undefined;
  saving: string | undefined;
  className?: string;
}) {
  const { t } = usePricingTranslation();
  const formats = useLocaleFormats();
  if (!tier) return null;
  return (
    <span className={`mt-1 block text-sm text-primary ${className}`}>
      {t('lineTier', {
        minQuantity: formats.count(tier.minQuantity),
        percent: formats.percent(tier.discountPercent),
      })}
      {saving !== undefined && ` · ${t('saving', { amount: formats.money(saving) })}`}
    </span>
  );
}
