import { Navigate } from 'react-router';
import { Card, usePageMeta } from '@shop/ui';
import { AdminHeader } from '../features/admin-shell/components/admin-header';
import { useAdminCheck } from '../features/auth/api/check-admin';
import { LoginForm } from '../features/auth/components/login-form';
import { useAdminTranslation } from '../i18n/admin-translations';

/** Route /admin-login: username and password; a signed-in admin goes straight on to /admin. */
export default function AdminLoginPage() {
  const { t } = useAdminTranslation();
  usePageMeta({ title: t('meta.loginTitle'), description: t('meta.description') });
  const check = useAdminCheck();
  if (check.data?.isAdmin) return <Navigate to="/admin" replace />;

  return (
    <div className="admin:flex admin:min-h-screen admin:flex-col admin:bg-muted admin:text-foreground">
      <AdminHeader />
      <div className="admin:flex admin:flex-1 admin:items-start admin:justify-center admin:px-4 admin:py-12 admin:sm:items-center">
        <Card
          as="section"
          aria-labelledby="admin-login-title"
          className="admin:w-full admin:max-w-sm admin:p-6 admin:sm:p-8"
        >
          <h1
            id="admin-login-title"
            className="admin:text-2xl admin:font-bold admin:tracking-tight"
          >
            {t('login.title')}
          </h1>
          <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
            {t('login.subtitle')}
          </p>
          <LoginForm />
        </Card>
      </div>
    </div>
  );
}
