import { CloseIcon } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';

interface StatusConflictBannerProps {
  /** The server's reason, as it refused the change. */
  reason: string;
  onDismiss: () => void;
}

/**
 * Says why the server refused a status change (409): the order has usually been moved on in the
 * meantime, by someone else or in another tab. The order has been reloaded beneath it.
 */
export function StatusConflictBanner({ reason, onDismiss }: StatusConflictBannerProps) {
  const { t } = useAdminTranslation();
  return (
    <div
      role="alert"
      className="admin:flex admin:items-start admin:gap-3 admin:rounded-lg admin:border admin:border-destructive/50 admin:bg-destructive/10 admin:p-4 admin:text-sm"
    >
      <div className="admin:min-w-0 admin:flex-1 admin:space-y-1">
        <p className="admin:font-semibold admin:text-destructive">
          {t('orderStatus.conflictTitle')}
        </p>
        <p className="admin:break-words admin:text-foreground">{reason}</p>
        <p className="admin:text-muted-foreground">{t('orderStatus.conflictReloaded')}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('orderStatus.dismiss')}
        title={t('orderStatus.dismiss')}
        className="admin:-m-1 admin:inline-flex admin:size-8 admin:shrink-0 admin:items-center admin:justify-center admin:rounded-md admin:text-muted-foreground admin:outline-none admin:hover:bg-accent admin:hover:text-accent-foreground admin:focus-visible:ring-2 admin:focus-visible:ring-ring"
      >
        <CloseIcon className="admin:size-4" />
      </button>
    </div>
  );
}
