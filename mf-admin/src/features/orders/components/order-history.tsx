import type { OrderStatusChange } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DetailSection } from './detail-section';
import { OrderStatusBadge } from './order-status-badge';

/** Each status the order reached, when, and who moved it there (the customer placed it). */
export function OrderHistory({ history }: { history: readonly OrderStatusChange[] }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  return (
    <DetailSection title={t('orderDetail.history')}>
      <ol aria-label={t('orderDetail.history')} className="admin:space-y-3">
        {history.map((change, index) => (
          <li
            key={`${change.at}-${index}`}
            className="admin:flex admin:flex-wrap admin:items-center admin:gap-x-3 admin:gap-y-1 admin:text-sm"
          >
            <OrderStatusBadge status={change.status} />
            <time dateTime={change.at} className="admin:tabular-nums admin:text-muted-foreground">
              {formats.dateTime(change.at)}
            </time>
            <span className="admin:text-muted-foreground">
              {change.by === null
                ? t('orderDetail.byCustomer')
                : t('orderDetail.byAdmin', { username: change.by })}
            </span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
