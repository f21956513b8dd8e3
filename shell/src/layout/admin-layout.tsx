import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@shop/ui';
import { CookieBanner } from './cookie-banner';

/** Admin pages bring their own chrome: no public header or footer. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <main>
        <Outlet />
      </main>
      <CookieBanner />
      <Toaster closeLabel={t('toast.close')} />
    </div>
  );
}
