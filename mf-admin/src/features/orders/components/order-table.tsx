import type { OrderSummary } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { Card, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import type { OrderListState } from './order-back-link';
import { OrderStatusBadge } from './order-status-badge';

const headerCellClass =
  'admin:px-4 admin:py-3 admin:text-left admin:text-xs admin:font-semibold admin:tracking-wide admin:text-muted-foreground admin:uppercase';
/** Cells that only a wide screen shows as columns; below `lg` the first cell carries them. */
const wideCellClass = 'admin:hidden admin:px-4 admin:py-3 admin:lg:table-cell';

/**
 * The orders as a table. Below `lg` the row header holds every fact of the order as a small
 * card (the seven columns would not fit a phone), so nothing is lost on a narrow screen.
 */
export function OrderTable({ orders }: { orders: readonly OrderSummary[] }) {
  const { t } = useAdminTranslation();
  return (
    <Card className="admin:overflow-hidden">
      <table className="admin:w-full admin:text-sm">
        <caption className="admin:sr-only">{t('orders.title')}</caption>
        <thead className="admin:border-b admin:border-border admin:bg-muted/50">
          <tr>
            {/* Below lg each row is a card that says what it shows: the header row would label
                only the first column, so it stays for screen readers alone. */}
            <th scope="col" className={`${headerCellClass} admin:max-lg:p-0`}>
              <span className="admin:max-lg:sr-only">{t('orders.columns.orderNumber')}</span>
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:lg:table-cell`}>
              {t('orders.columns.placedAt')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:lg:table-cell`}>
              {t('orders.columns.customer')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:lg:table-cell`}>
              {t('orders.columns.deliveryPayment')}
            </th>
            <th
              scope="col"
              className={`${headerCellClass} admin:hidden admin:text-right admin:lg:table-cell`}
            >
              {t('orders.columns.lines')}
            </th>
            <th
              scope="col"
              className={`${headerCellClass} admin:hidden admin:text-right admin:lg:table-cell`}
            >
              {t('orders.columns.gross')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:lg:table-cell`}>
              {t('orders.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="admin:divide-y admin:divide-border">
          {orders.map((order) => (
            <OrderRow key={order.orderNumber} order={order} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const location = useLocation();
  const placedAt = formats.dateTime(order.createdAt);
  const delivery = t(`orders.delivery.${order.delivery}`);
  const payment = t(`orders.payment.${order.paymentMethod}`);
  const lines = t('orders.lineCount', { count: order.lineCount });
  const gross = formats.money(order.gross);
  // The detail's back link returns to this list with its filter.
  const state: OrderListState = { listSearch: location.search };

  return (
    <tr className="admin:align-top admin:hover:bg-muted/30">
      <th scope="row" className="admin:px-4 admin:py-3 admin:text-left admin:font-normal">
        <div className="admin:flex admin:flex-wrap admin:items-center admin:justify-between admin:gap-2">
          <Link
            to={`/admin/orders/${order.orderNumber}`}
            state={state}
            className="admin:font-semibold admin:whitespace-nowrap admin:text-primary admin:tabular-nums admin:underline-offset-4 admin:outline-none admin:hover:underline admin:focus-visible:ring-2 admin:focus-visible:ring-ring admin:rounded-sm"
          >
            {order.orderNumber}
          </Link>
          <span className="admin:lg:hidden">
            <OrderStatusBadge status={order.status} />
          </span>
        </div>
        <div className="admin:mt-1 admin:space-y-0.5 admin:text-xs admin:text-muted-foreground admin:lg:hidden">
          <p>{placedAt}</p>
          <p className="admin:text-sm admin:text-foreground">
            <CustomerName order={order} />
          </p>
          <p>{`${delivery} · ${payment} · ${lines}`}</p>
          <p className="admin:text-sm admin:font-semibold admin:text-foreground admin:tabular-nums">
            {gross}
          </p>
        </div>
      </th>
      <td className={`${wideCellClass} admin:whitespace-nowrap admin:tabular-nums`}>
        <time dateTime={order.createdAt}>{placedAt}</time>
      </td>
      <td className={wideCellClass}>
        <CustomerName order={order} />
      </td>
      <td className={wideCellClass}>
        <span className="admin:block">{delivery}</span>
        <span className="admin:block admin:text-xs admin:text-muted-foreground">{payment}</span>
      </td>
      <td className={`${wideCellClass} admin:text-right admin:tabular-nums`}>{order.lineCount}</td>
      <td
        className={`${wideCellClass} admin:text-right admin:font-medium admin:whitespace-nowrap admin:tabular-nums`}
      >
        {gross}
      </td>
      <td className={wideCellClass}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}

function CustomerName({ order }: { order: OrderSummary }) {
  return (
    <>
      <span className="admin:block admin:font-medium admin:text-foreground">
        {order.customerName}
      </span>
      {order.company && (
        <span className="admin:block admin:text-xs admin:text-muted-foreground">
          {order.company}
        </span>
      )}
    </>
  );
}
