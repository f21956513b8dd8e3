import { useNavigate } from 'react-router';
import { showToast, Spinner } from '@shop/ui';
import { buttonClass } from '../../../components/styles';
import { useLogout } from '../../auth/api/logout';
import { useAdminTranslation } from '../../i18n/admin-translations';

/** Ends the session and goes to the login page (SPEC 4); a failure keeps the operator here. */
export function LogoutButton() {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <button
      type="button"
      disabled={logout.isPending}
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
      className={buttonClass('outline', 'admin:h-9 admin:px-3')}
    >
      {logout.isPending ? <Spinner /> : <LogoutIcon />}
      <span>{logout.isPending ? t('logout.pending') : t('logout.button')}</span>
    </button>
  );
}

function LogoutIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="admin:size-4"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}
