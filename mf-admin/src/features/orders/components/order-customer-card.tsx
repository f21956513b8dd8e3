import type { OrderDetail } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DetailRow, DetailSection, detailListClass } from './detail-section';

const linkClass = 'admin:text-primary admin:underline-offset-4 admin:hover:underline';

/** Who ordered: name, e-mail (to write to), phone, company, VAT ID, and their note. */
export function OrderCustomerCard({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const { customer } = order;
  return (
    <DetailSection title={t('orderDetail.customer')}>
      <dl className={detailListClass}>
        <DetailRow term={t('orderDetail.name')}>{customer.name}</DetailRow>
        <DetailRow term={t('orderDetail.email')}>
          <a href={`mailto:${customer.email}`} className={`${linkClass} admin:break-all`}>
            {customer.email}
          </a>
        </DetailRow>
        {customer.phone && (
          <DetailRow term={t('orderDetail.phone')}>
            <a href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
              {customer.phone}
            </a>
          </DetailRow>
        )}
        {customer.company && (
          <DetailRow term={t('orderDetail.company')}>{customer.company}</DetailRow>
        )}
        {customer.vatId && <DetailRow term={t('orderDetail.vatId')}>{customer.vatId}</DetailRow>}
        <DetailRow term={t('orderDetail.language')}>
          {formats.languageName(order.language)}
        </DetailRow>
      </dl>
      {order.note !== null && order.note.trim() !== '' && (
        <div className="admin:mt-4 admin:border-t admin:border-border admin:pt-4">
          <h3 className="admin:text-sm admin:font-medium admin:text-muted-foreground">
            {t('orderDetail.note')}
          </h3>
          <p className="admin:mt-1 admin:text-sm admin:whitespace-pre-line admin:break-words">
            {order.note}
          </p>
        </div>
      )}
    </DetailSection>
  );
}
