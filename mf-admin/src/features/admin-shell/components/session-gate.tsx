import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AlertMessage, Button, Spinner } from '@shop/ui';
import { useAdminCheck } from '../../auth/api/check-admin';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/**
 * Shows its children only to an admin session: /admin redirects to /admin-login when the
 * check says not admin. The server enforces this anyway; the gate only spares the operator a
 * page of refused calls.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation();
  const check = useAdminCheck();

  if (check.data?.isAdmin === false) return <Navigate to="/admin-login" replace />;
  if (check.data?.isAdmin) return children;
  if (check.isError) {
    return (
      <div className="admin:mx-auto admin:max-w-md admin:px-4 admin:py-16">
        <AlertMessage
          action={
            <Button variant="outline" onClick={() => void check.refetch()}>
              {t('chrome.retry')}
            </Button>
          }
        >
          {t('chrome.checkFailed')}
        </AlertMessage>
      </div>
    );
  }
  return (
    <p
      role="status"
      className="admin:flex admin:items-center admin:justify-center admin:gap-2 admin:py-24 admin:text-sm admin:text-muted-foreground"
    >
      <Spinner />
      {t('chrome.checking')}
    </p>
  );
}
