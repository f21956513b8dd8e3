import { orderStatuses, type OrderStatus } from '@shop/contracts';
import { AlertMessage, Button, SelectField, Spinner } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useOrders } from '../api/get-orders';
import { useStatusFilter } from '../hooks/use-status-filter';
import { OrderTable } from './order-table';

const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

/**
 * The orders tab at /admin/orders: the customers' orders newest first, of one status or all,
 * a page at a time. Each order number opens the order.
 */
export function OrdersTab() {
  const { t } = useAdminTranslation();
  const [status, setStatus] = useStatusFilter();
  const orders = useOrders(status);
  const shown = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section aria-labelledby="orders-title" className="admin:space-y-6">
      <div className="admin:flex admin:flex-wrap admin:items-end admin:justify-between admin:gap-4">
        <div>
          <h2
            id="orders-title"
            tabIndex={-1}
            className="admin:text-xl admin:font-semibold admin:tracking-tight admin:outline-none"
          >
            {t('orders.title')}
          </h2>
          <p className="admin:mt-1 admin:max-w-2xl admin:text-sm admin:text-muted-foreground">
            {t('orders.description')}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
          loading={orders.isRefetching && !orders.isFetchingNextPage}
        >
          {t('orders.refresh')}
        </Button>
      </div>

      <div className="admin:flex admin:flex-wrap admin:items-end admin:gap-x-4 admin:gap-y-2">
        <SelectField
          id="order-status-filter"
          label={t('orders.filter')}
          value={status ?? ''}
          onChange={(value) => setStatus(isOrderStatus(value) ? value : undefined)}
          placeholder={t('orders.allStatuses')}
          options={orderStatuses.map((entry) => ({
            value: entry,
            label: t(`orders.status.${entry}`),
          }))}
          className="admin:w-full admin:sm:w-64"
        />
        {orders.isSuccess && shown.length > 0 && (
          <p role="status" className="admin:pb-2.5 admin:text-sm admin:text-muted-foreground">
            {orders.hasNextPage
              ? t('orders.shownMore', { count: shown.length })
              : t('orders.shown', { count: shown.length })}
          </p>
        )}
      </div>

      {orders.isPending ? (
        <p
          role="status"
          className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground"
        >
          <Spinner />
          {t('orders.loading')}
        </p>
      ) : orders.isError && shown.length === 0 ? (
        <AlertMessage
          action={
            <Button onClick={() => void orders.refetch()} variant="outline">
              {t('orders.retry')}
            </Button>
          }
        >
          {t('orders.loadFailed')}
        </AlertMessage>
      ) : shown.length === 0 ? (
        <p className="admin:rounded-xl admin:border admin:border-dashed admin:border-border admin:p-8 admin:text-center admin:text-sm admin:text-muted-foreground">
          {status === undefined
            ? t('orders.emptyAll')
            : t('orders.empty', { status: t(`orders.status.${status}`) })}
        </p>
      ) : (
        <>
          {orders.isRefetchError && <AlertMessage>{t('orders.refreshFailed')}</AlertMessage>}
          <OrderTable orders={shown} />
          {orders.isFetchNextPageError && <AlertMessage>{t('orders.loadMoreFailed')}</AlertMessage>}
          {orders.hasNextPage && (
            <div className="admin:flex admin:justify-center">
              <Button
                onClick={() => void orders.fetchNextPage()}
                variant="outline"
                loading={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? t('orders.loadingMore') : t('orders.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
