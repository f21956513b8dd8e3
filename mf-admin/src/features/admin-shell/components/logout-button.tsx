import { useNavigate } from 'react-router';
import { Button, LogoutIcon, showToast } from '@shop/ui';
import { useLogout } from '../../auth/api/logout';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/** Ends the session and goes to the login page; a failure keeps the operator here. */
export function LogoutButton() {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      icon={<LogoutIcon />}
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            showToast({
              title: t('logout.successTitle'),
              description: t('logout.success'),
              variant: 'success',
            });
            void navigate('/admin-login', { replace: true });
            // After the toast and the navigation: this button unmounts once the session is gone.
            logout.forgetSession();
          },
          onError: () =>
            showToast({
              title: t('toast.error'),
              description: t('logout.failed'),
              variant: 'error',
            }),
        })
      }
    >
      {logout.isPending ? t('logout.pending') : t('logout.button')}
    </Button>
  );
}
