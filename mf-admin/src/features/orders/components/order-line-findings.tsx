import type { OrderLine } from '@shop/contracts';
import { ManufacturabilityFindingList } from '@shop/ui';
import { useTranslation } from 'react-i18next';

/** The manufacturing warnings the customer confirmed for an ordered part, for production to check. */
export function OrderLineFindings({ line }: { line: OrderLine }) {
  const { t } = useTranslation('common');
  if (line.kind !== 'design' && line.kind !== 'laser') return null;
  if (!line.findings || line.findings.length === 0) return null;
  return (
    <div className="admin:mt-2 admin:rounded-md admin:border admin:border-warning/50 admin:bg-warning/10 admin:p-2 admin:text-sm">
      <p className="admin:font-medium">{t('manufacturability.orderWarnings')}</p>
      <ManufacturabilityFindingList
        findings={line.findings}
        className="admin:mt-1 admin:list-disc admin:space-y-0.5 admin:pl-5"
      />
    </div>
  );
}
