import { useId, useState } from 'react';
import { type OrderDetail, type OrderStatus } from '@shop/contracts';
import {
  customerNotifiedStatuses,
  orderStatusTransitions,
  type OrderTransitionRefusal,
} from '@shop/shop-rules';
import { Button, keepWhole, MailIcon, showToast, useLocaleFormats } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage, statusOf } from '../../../errors/api-errors';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { refusalOfAnswer, refusedMoves } from '../hooks/move-refusals';
import { DetailSection } from './detail-section';
import { StatusConflictBanner } from './status-conflict-banner';

/**
 * The order's status and a button for each move the lifecycle table allows from it; cancelling
 * asks first. A move whose requirement the order does not meet yet (production before a
 * prepayment is recorded) is shown unavailable with the reason beside it. A refused move (409)
 * shows the server's reason and the reloaded order.
 */
export function OrderStatusPanel({ order }: { order: OrderDetail }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const showError = useErrorToast();
  const update = useUpdateOrderStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const notifyNoteId = useId();
  const refusalNoteId = useId();
  const moves = orderStatusTransitions[order.status];
  const refusals = refusedMoves(order);
  const label = (status: OrderStatus) => t(`orders.status.${status}`);
  // A refusal the lifecycle names by its code has its own text; any other, the server's words.
  const refusalText = (refusal: OrderTransitionRefusal) =>
    refusal.code ? t(`orderStatus.refused.${refusal.code}`) : refusal.reason;
  let conflictReason: string | undefined;
  if (statusOf(update.error) === 409) {
    const refusal = refusalOfAnswer(update.error);
    conflictReason = refusal
      ? refusalText(refusal)
      : (serverMessage(update.error) ?? t('orderStatus.conflictUnknown'));
  }

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
                const refused = refusals.has(next);
                const pending = update.isPending && update.variables.status === next;
                const notes = [refused && `${refusalNoteId}-${next}`, notifies && notifyNoteId];
                return (
                  <Button
                    key={next}
                    variant={next === 'cancelled' ? 'destructive-outline' : 'primary'}
                    wrap
                    icon={notifies && <MailIcon className="admin:size-4 admin:shrink-0" />}
                    disabled={update.isPending}
                    loading={pending}
                    // Still focusable, so a keyboard or screen reader user hears why it is not
                    // available now.
                    aria-disabled={refused || undefined}
                    aria-describedby={notes.filter(Boolean).join(' ') || undefined}
                    onClick={() => {
                      if (refused) return;
                      if (next === 'cancelled') setConfirmingCancel(true);
                      else move(next);
                    }}
                  >
                    {t(`orderStatus.move.${next}`)}
                  </Button>
                );
              })}
            </div>
            {[...refusals].map(([next, refusal]) => (
              <p key={next} id={`${refusalNoteId}-${next}`} className="admin:text-sm">
                {refusalText(refusal)}
              </p>
            ))}
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
        description={
          customerNotifiedStatuses.includes('cancelled')
            ? `${t('orderStatus.cancelDescription')} ${t('orderStatus.cancelNotifies')}`
            : t('orderStatus.cancelDescription')
        }
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
