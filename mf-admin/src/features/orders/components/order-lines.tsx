import type { OrderDetail } from '@shop/contracts';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DetailSection } from './detail-section';
import { OrderLineItem } from './order-line-item';

/** The order's lines in their positions, as they were priced when the customer ordered. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  return (
    <DetailSection title={t('orderDetail.lines', { count: order.lines.length })}>
      <ol aria-label={t('orderDetail.linesLabel')} className="admin:divide-y admin:divide-border">
        {order.lines.map((line) => (
          <OrderLineItem key={line.position} orderNumber={order.orderNumber} line={line} />
        ))}
      </ol>
    </DetailSection>
  );
}
