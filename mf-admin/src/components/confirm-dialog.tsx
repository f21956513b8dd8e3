import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps } from '@shop/ui';
import { useAdminTranslation } from '../i18n/admin-translations';

type AdminConfirmDialogProps = Omit<ConfirmDialogProps, 'cancelLabel' | 'pendingLabel'> &
  Partial<Pick<ConfirmDialogProps, 'cancelLabel' | 'pendingLabel'>>;

/** The confirmation dialog with the admin's own texts: 'Abbrechen' and 'Wird entfernt …' by default. */
export function ConfirmDialog(props: AdminConfirmDialogProps) {
  const { t } = useAdminTranslation();
  return (
    <SharedConfirmDialog
      {...props}
      cancelLabel={props.cancelLabel ?? t('dialog.cancel')}
      pendingLabel={props.pendingLabel ?? t('dialog.pending')}
    />
  );
}
