import type { CartLine } from '@shop/contracts';
import { ManufacturabilityFindingList } from '@shop/ui';
import { useTranslation } from 'react-i18next';

/**
 * A part's manufacturability findings beneath its line: the warnings the customer confirmed, or,
 * when changed cutting rules made the part unmakeable, why it cannot be ordered.
 */
export function LineFindings({ line }: { line: CartLine }) {
  const { t } = useTranslation('common');
  if (!line.findings || line.findings.length === 0) return null;
  if (line.notManufacturable) {
    return (
      <div role="status" className="shop:mt-2 shop:text-sm shop:text-destructive">
        <p className="shop:font-semibold">{t('manufacturability.notManufacturable')}</p>
        <ManufacturabilityFindingList
          findings={line.findings}
          className="shop:mt-1 shop:list-disc shop:space-y-0.5 shop:pl-5"
        />
      </div>
    );
  }
  return (
    <div className="shop:mt-2 shop:rounded-md shop:border shop:border-warning/50 shop:bg-warning/10 shop:p-2 shop:text-sm shop:text-card-foreground">
      <p className="shop:font-medium">{t('manufacturability.confirmedOnLine')}</p>
      <ManufacturabilityFindingList
        findings={line.findings}
        className="shop:mt-1 shop:list-disc shop:space-y-0.5 shop:pl-5"
      />
    </div>
  );
}
