import { useId, useState } from 'react';
import {
  customerNotifiedStatuses,
  orderStatusTransitions,
  type OrderDetail,
  type OrderStatus,
} from '@shop/contracts';
import { MailIcon, showToast, Spinner } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass, wrappingButtonClass } from '../../../components/styles';
import { serverMessage, statusOf } from '../../../errors/api-errors';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useOrderFormats } from '../hooks/use-order-formats';
import { DetailSection } from './detail-section';
import { keepWhole } from './keep-whole';
import { StatusConflictBanner } from './status-conflict-banner';

/**
 * The order's status and a button for each move the lifecycle table allows from it; cancelling
 * asks first. A refused move (409) shows the server's reason and the reloaded order.
 */
export function OrderStatusPanel({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  const formats = useOrderFormats();
  const showError = useErrorToast();
  const update = useUpdateOrderStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const notifyNoteId = useId();
  const moves = orderStatusTransitions[order.status];
  const label = (status: OrderStatus) => t(`orders.status.${status}`);
  const conflictReason =
    statusOf(update.error) === 409
      ? (serverMessage(update.error) ?? t('orderStatus.conflictUnknown'))
      : undefined;

  const move = (status: OrderStatus) =>
    update.mutate(
      { orderNumber: order.orderNumber, status },
      {
        onSuccess: () => {
          setConfirmingCancel(false);
          showToast({
            title: t('orderStatus.changed'),
            description: t('orderStatus.changedText', {
              orderNumber: order.orderNumber,
              status: label(status),
            }),
            variant: 'success',
          });
        },
        onError: (error) => {
          setConfirmingCancel(false);
          if (statusOf(error) === 409) return;
          showError(error, {
            title: t('orderStatus.changeFailed'),
            fallback:
              statusOf(error) === 404
                ? t('orderDetail.notFound')
                : t('orderStatus.changeFailedText'),
          });
        },
      },
    );

  return (
    <DetailSection title={t('orderStatus.title')}>
      <div className="admin:space-y-4">
        {conflictReason !== undefined && (
          <StatusConflictBanner reason={conflictReason} onDismiss={() => update.reset()} />
        )}
        {moves.length === 0 ? (
          <p className="admin:text-sm admin:text-muted-foreground">
            {t('orderStatus.final', { status: label(order.status) })}
          </p>
        ) : (
          <>
            <div
              role="group"
              aria-label={t('orderStatus.actionsLabel')}
              className="admin:flex admin:flex-wrap admin:gap-2"
            >
              {moves.map((next) => {
                const notifies = customerNotifiedStatuses.includes(next);
                const pending = update.isPending && update.variables.status === next;
                return (
                  <button
                    key={next}
                    type="button"
                    disabled={update.isPending}
                    aria-describedby={notifies ? notifyNoteId : undefined}
                    onClick={() => (next === 'cancelled' ? setConfirmingCancel(true) : move(next))}
                    className={
                      next === 'cancelled'
                        ? buttonClass('destructive-outline', wrappingButtonClass)
                        : buttonClass('primary', wrappingButtonClass)
                    }
                  >
                    {pending ? (
                      <Spinner />
                    ) : (
                      notifies && <MailIcon className="admin:size-4 admin:shrink-0" />
                    )}
                    {t(`orderStatus.move.${next}`)}
                  </button>
                );
              })}
            </div>
            <p
              id={notifyNoteId}
              className="admin:flex admin:gap-2 admin:text-xs admin:text-muted-foreground"
            >
              <MailIcon className="admin:size-4 admin:shrink-0" />
              {t('orderStatus.notifies', {
                statuses: formats.either(
                  customerNotifiedStatuses.map((status) =>
                    t('orderStatus.quoted', { text: label(status) }),
                  ),
                ),
              })}
            </p>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        title={keepWhole(
          t('orderStatus.cancelTitle', { orderNumber: order.orderNumber }),
          order.orderNumber,
        )}
        description={t('orderStatus.cancelDescription')}
        confirmLabel={t('orderStatus.cancelConfirm')}
        cancelLabel={t('orderStatus.cancelKeep')}
        pendingLabel={t('orderStatus.cancelPending')}
        pending={update.isPending}
        onConfirm={() => move('cancelled')}
        onCancel={() => setConfirmingCancel(false)}
      />
    </DetailSection>
  );
}
