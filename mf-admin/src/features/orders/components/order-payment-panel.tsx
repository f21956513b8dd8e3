import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '@shop/contracts';
import { Button, keepWhole, showToast, useLocaleFormats } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { statusOf } from '../../../errors/api-errors';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useRecordOrderPayment } from '../api/record-order-payment';
import { DetailSection } from './detail-section';

/**
 * Whether a prepayment order's money has come in, and who recorded it when; until then a button
 * records it (after a confirmation, as it cannot be undone), except on a cancelled order. An
 * order on invoice shows nothing: it is paid after delivery.
 */
export function OrderPaymentPanel({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const showError = useErrorToast();
  const record = useRecordOrderPayment();
  const [confirming, setConfirming] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const stateRef = useRef<HTMLParagraphElement>(null);
  const received = order.paymentReceived;

  // The button is gone once the payment is recorded: the focus goes to what replaced it (after
  // the dialog has closed, which would otherwise hand it back to the missing button).
  useEffect(() => {
    if (recorded && received) stateRef.current?.focus();
  }, [recorded, received]);

  if (order.paymentMethod !== 'prepayment') return null;

  const recordPayment = () =>
    record.mutate(order.orderNumber, {
      onSuccess: () => {
        setConfirming(false);
        setRecorded(true);
        showToast({
          title: t('orderPayment.recorded'),
          description: t('orderPayment.recordedText', { orderNumber: order.orderNumber }),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        showError(error, {
          title: t('orderPayment.failed'),
          fallback:
            statusOf(error) === 404 ? t('orderDetail.notFound') : t('orderPayment.failedText'),
          conflict: t('orderPayment.conflict'),
        });
      },
    });

  return (
    <DetailSection title={t('orderPayment.title')}>
      <div className="admin:flex admin:flex-wrap admin:items-center admin:justify-between admin:gap-3">
        <p ref={stateRef} tabIndex={-1} className="admin:text-sm admin:outline-none">
          {received
            ? t('orderPayment.received', {
                date: formats.dateTime(received.at),
                username: received.by,
              })
            : t('orderPayment.notReceived')}
        </p>
        {!received && order.status !== 'cancelled' && (
          <Button disabled={record.isPending} onClick={() => setConfirming(true)} wrap>
            {t('orderPayment.record')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="default"
        title={keepWhole(
          t('orderPayment.confirmTitle', { orderNumber: order.orderNumber }),
          order.orderNumber,
        )}
        description={t('orderPayment.confirmDescription', {
          amount: formats.money(order.totals.gross),
          orderNumber: order.orderNumber,
        })}
        confirmLabel={t('orderPayment.record')}
        pendingLabel={t('orderPayment.pending')}
        pending={record.isPending}
        onConfirm={recordPayment}
        onCancel={() => setConfirming(false)}
      />
    </DetailSection>
  );
}
