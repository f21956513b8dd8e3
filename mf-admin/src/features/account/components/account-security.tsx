import { ButtonLink } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSettings } from './two-factor-settings';

/** Route /admin/account: change the password, turn two-factor sign-in on or off. */
export function AccountSecurity() {
  const { t } = useAdminTranslation();
  return (
    <main className="admin:mx-auto admin:max-w-2xl admin:space-y-6 admin:px-4 admin:py-8">
      <div className="admin:flex admin:flex-wrap admin:items-center admin:justify-between admin:gap-3">
        <h1 className="admin:text-2xl admin:font-bold">{t('account.title')}</h1>
        <ButtonLink to="/admin" variant="outline">
          {t('account.back')}
        </ButtonLink>
      </div>
      <ChangePasswordForm />
      <TwoFactorSettings />
    </main>
  );
}
