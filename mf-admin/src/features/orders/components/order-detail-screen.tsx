import { useParams } from 'react-router';
import { orderNumberSchema } from '@shop/contracts';
import { AlertMessage, Button, keepWhole, Spinner, useLocaleFormats } from '@shop/ui';
import { statusOf } from '../../../errors/api-errors';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useOrder } from '../api/get-order';
import { OrderBackLink } from './order-back-link';
import { OrderCustomerCard } from './order-customer-card';
import { OrderDeliveryCard } from './order-delivery-card';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderPaymentPanel } from './order-payment-panel';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusPanel } from './order-status-panel';
import { OrderTotalsTable } from './order-totals-table';

/**
 * /admin/orders/:orderNumber: one order with its customer, addresses, lines with drawings and
 * DXF files, totals, history, the status moves the lifecycle allows and, paid in advance, whether
 * the payment has come in.
 */
export function OrderDetailScreen() {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const parsed = orderNumberSchema.safeParse(useParams().orderNumber);
  const orderNumber = parsed.success ? parsed.data : undefined;
  const order = useOrder(orderNumber);

  let content;
  if (orderNumber === undefined || statusOf(order.error) === 404) {
    content = <AlertMessage>{t('orderDetail.notFound')}</AlertMessage>;
  } else if (order.isPending) {
    content = (
      <p
        role="status"
        className="admin:flex admin:items-center admin:justify-center admin:gap-2 admin:py-16 admin:text-sm admin:text-muted-foreground"
      >
        <Spinner className="admin:size-6" />
        {t('orderDetail.loading')}
      </p>
    );
  } else if (order.isError) {
    content = (
      <AlertMessage
        action={
          <Button onClick={() => void order.refetch()} variant="outline">
            {t('orders.retry')}
          </Button>
        }
      >
        {t('orderDetail.loadFailed')}
      </AlertMessage>
    );
  } else {
    const detail = order.data;
    content = (
      <div className="admin:space-y-6">
        <p className="admin:-mt-4 admin:flex admin:flex-wrap admin:items-center admin:gap-x-3 admin:gap-y-1 admin:text-sm admin:text-muted-foreground">
          <OrderStatusBadge status={detail.status} />
          <span>{t('orderDetail.placedAt', { date: formats.dateTime(detail.createdAt) })}</span>
        </p>
        {/* A fresh panel per order: a refusal shown for one order never lingers on the next. */}
        <OrderStatusPanel key={detail.orderNumber} order={detail} />
        <OrderPaymentPanel key={`payment-${detail.orderNumber}`} order={detail} />
        <div className="admin:grid admin:gap-6 admin:md:grid-cols-2">
          <OrderCustomerCard order={detail} />
          <OrderDeliveryCard order={detail} />
        </div>
        <OrderLines order={detail} />
        <div className="admin:grid admin:gap-6 admin:md:grid-cols-2">
          <OrderHistory history={detail.history} />
          <OrderTotalsTable totals={detail.totals} />
        </div>
      </div>
    );
  }

  return (
    <div className="admin:mx-auto admin:w-full admin:max-w-6xl admin:px-4 admin:py-8 admin:sm:px-6 admin:lg:px-8">
      <OrderBackLink />
      <h1 className="admin:mt-3 admin:mb-6 admin:text-2xl admin:font-bold admin:tracking-tight admin:tabular-nums admin:sm:text-3xl">
        {orderNumber === undefined
          ? t('orderDetail.unknownTitle')
          : keepWhole(t('orderDetail.title', { orderNumber }), orderNumber)}
      </h1>
      {content}
    </div>
  );
}
