import { seller, type OrderDetail } from '@shop/contracts';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DetailRow, DetailSection, detailListClass } from './detail-section';
import { PostalAddress } from './postal-address';

/** Where the invoice and the goods go, how they travel and how the order is paid. */
export function OrderDeliveryCard({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  return (
    <DetailSection title={t('orderDetail.deliveryAndPayment')}>
      <dl className={detailListClass}>
        <DetailRow term={t('orderDetail.billingAddress')}>
          <PostalAddress address={order.billingAddress} />
        </DetailRow>
        <DetailRow term={t('orderDetail.deliveryAddress')}>
          {order.delivery === 'pickup' ? (
            t('orderDetail.pickup', { address: seller.pickupAddress })
          ) : order.deliveryAddress ? (
            <PostalAddress address={order.deliveryAddress} />
          ) : (
            t('orderDetail.sameAsBilling')
          )}
        </DetailRow>
        <DetailRow term={t('orderDetail.delivery')}>
          {t(`orders.delivery.${order.delivery}`)}
        </DetailRow>
        <DetailRow term={t('orderDetail.payment')}>
          {t(`orderDetail.paymentMethod.${order.paymentMethod}`)}
        </DetailRow>
      </dl>
    </DetailSection>
  );
}
